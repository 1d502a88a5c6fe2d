export default definePageConfig({
  navigationBarTitleText: '學習紀錄',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
