export default definePageConfig({
  navigationBarTitleText: '直播',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
