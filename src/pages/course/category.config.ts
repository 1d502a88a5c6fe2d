export default definePageConfig({
  navigationBarTitleText: '課程分類',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
