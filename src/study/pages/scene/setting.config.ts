export default definePageConfig({
  navigationBarTitleText: '場景設定',
  enablePullDownRefresh: true
})
