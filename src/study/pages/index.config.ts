export default definePageConfig({
  navigationBarTitleText: '學習',
  enablePullDownRefresh: true,
  backgroundColor: '#F8F8F8'
})
