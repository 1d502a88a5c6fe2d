export default definePageConfig({
  navigationBarTitleText: '我的學習金',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
