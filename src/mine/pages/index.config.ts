export default definePageConfig({
  navigationBarTitleText: '我的',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundColor: '#F8F8F8'
})
