export default definePageConfig({
  navigationBarTitleText: '更多',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
