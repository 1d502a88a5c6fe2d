export default definePageConfig({
  navigationBarTitleText: '密碼登入',
  navigationStyle: 'custom'
})
