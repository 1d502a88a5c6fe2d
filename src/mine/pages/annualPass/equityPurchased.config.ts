export default definePageConfig({
  navigationBarTitleText: '我的年卡',
  enablePullDownRefresh: true
})
