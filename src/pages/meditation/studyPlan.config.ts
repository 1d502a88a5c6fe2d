export default definePageConfig({
  navigationBarTitleText: '學習計畫',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
