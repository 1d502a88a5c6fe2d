export default definePageConfig({
  navigationBarTitleText: '練習報告',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
