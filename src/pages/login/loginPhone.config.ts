export default definePageConfig({
  navigationBarTitleText: '手機號碼登入',
  navigationStyle: 'custom'
})
