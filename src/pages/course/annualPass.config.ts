export default definePageConfig({
  navigationBarTitleText: '課程年卡',
  enablePullDownRefresh: true
})
