export default definePageConfig({
  navigationBarTitleText: '訓練營',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
