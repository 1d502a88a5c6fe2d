export default definePageConfig({
  navigationBarTitleText: '聯絡我們',
  navigationStyle: 'default'
})
