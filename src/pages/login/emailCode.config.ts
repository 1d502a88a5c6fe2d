export default definePageConfig({
  navigationBarTitleText: '驗證碼登入',
  navigationStyle: 'custom'
})
