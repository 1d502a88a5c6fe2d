export default definePageConfig({
  navigationBarTitleText: '幫助中心',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
