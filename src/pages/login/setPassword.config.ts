export default definePageConfig({
  navigationBarTitleText: '設定密碼',
  navigationStyle: 'custom'
})
