export default definePageConfig({
  navigationBarTitleText: '幫助中心',
  enablePullDownRefresh: true
})
