export default definePageConfig({
  navigationBarTitleText: '久在書院',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
