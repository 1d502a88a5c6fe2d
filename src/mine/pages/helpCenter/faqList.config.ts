export default definePageConfig({
  navigationBarTitleText: '常見問題',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
