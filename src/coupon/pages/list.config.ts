export default definePageConfig({
  navigationBarTitleText: '我的優惠券',
  enablePullDownRefresh: true
})
