export default definePageConfig({
  navigationBarTitleText: '練習明細',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
