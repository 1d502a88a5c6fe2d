export default definePageConfig({
  navigationBarTitleText: '靜心選物',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
