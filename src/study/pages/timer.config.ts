export default definePageConfig({
  navigationBarTitleText: '冥想計時',
  enablePullDownRefresh: true
})
