export default definePageConfig({
  navigationBarTitleText: '確認訂單',
  navigationStyle: 'custom'
})
