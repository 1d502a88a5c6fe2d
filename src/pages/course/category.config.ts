export default definePageConfig({
  navigationBarTitleText: '課程分類',
  enablePullDownRefresh: true
})
