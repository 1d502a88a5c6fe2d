export default definePageConfig({
  navigationBarTitleText: '年卡會員中心',
  enablePullDownRefresh: true
})
