export default definePageConfig({
  navigationBarTitleText: '課程詳情',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
