export default definePageConfig({
  navigationBarTitleText: '貼文',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
