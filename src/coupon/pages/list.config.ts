export default definePageConfig({
  navigationBarTitleText: '我的優惠券',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
