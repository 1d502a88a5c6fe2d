export default definePageConfig({
  navigationBarTitleText: '重設密碼',
  navigationStyle: 'custom'
})
