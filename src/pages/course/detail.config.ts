export default definePageConfig({
  navigationBarTitleText: '課程詳情',
  enablePullDownRefresh: true
})
