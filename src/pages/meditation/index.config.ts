export default definePageConfig({
  navigationBarTitleText: '靜心',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundColor: '#F8F8F8'
})
