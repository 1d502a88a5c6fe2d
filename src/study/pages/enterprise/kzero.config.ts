export default definePageConfig({
  navigationBarTitleText: 'K零學苑',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
