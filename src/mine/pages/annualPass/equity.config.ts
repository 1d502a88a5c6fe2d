export default definePageConfig({
  navigationBarTitleText: '年卡權益',
  navigationStyle: 'custom'
})
