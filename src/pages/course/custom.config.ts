export default definePageConfig({
  navigationBarTitleText: '專題',
  enablePullDownRefresh: true
})
