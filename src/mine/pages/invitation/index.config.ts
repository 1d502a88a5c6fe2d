export default definePageConfig({
  navigationBarTitleText: '邀請好友',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  // weapp: the share menu and the "share with friends" button carry the invite path (useShareAppMessage)
  enableShareAppMessage: true
})
