export default definePageConfig({
  navigationBarTitleText: '訓練營',
  enablePullDownRefresh: true
})
