export default definePageConfig({
  navigationBarTitleText: '歡迎',
  navigationStyle: 'custom'
})
