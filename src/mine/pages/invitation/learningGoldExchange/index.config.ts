export default definePageConfig({
  navigationBarTitleText: '學習金兌換',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
