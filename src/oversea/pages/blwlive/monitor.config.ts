export default definePageConfig({
  navigationBarTitleText: 'Live',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
