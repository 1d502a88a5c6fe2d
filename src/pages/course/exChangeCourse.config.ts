export default definePageConfig({
  navigationBarTitleText: '兌換碼',
  navigationStyle: 'custom'
})
