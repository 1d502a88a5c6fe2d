export default definePageConfig({
  navigationBarTitleText: '專輯詳情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
