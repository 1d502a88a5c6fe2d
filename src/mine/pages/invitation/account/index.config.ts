export default definePageConfig({
  navigationBarTitleText: '學習金帳戶',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
