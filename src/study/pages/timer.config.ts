export default definePageConfig({
  navigationBarTitleText: '冥想計時',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
