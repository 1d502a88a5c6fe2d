export default definePageConfig({
  navigationBarTitleText: '我的票券',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
