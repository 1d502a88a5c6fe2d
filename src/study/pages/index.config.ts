export default definePageConfig({
  navigationBarTitleText: '學習',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundColor: '#F8F8F8'
})
