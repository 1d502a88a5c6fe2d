export default definePageConfig({
  navigationBarTitleText: '年卡會員',
  enablePullDownRefresh: true
})
