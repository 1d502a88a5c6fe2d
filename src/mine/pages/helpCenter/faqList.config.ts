export default definePageConfig({
  navigationBarTitleText: '常見問題',
  enablePullDownRefresh: true
})
