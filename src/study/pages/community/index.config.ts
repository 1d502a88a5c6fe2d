export default definePageConfig({
  navigationBarTitleText: '學習社群',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
