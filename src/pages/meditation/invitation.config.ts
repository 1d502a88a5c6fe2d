export default definePageConfig({
  navigationBarTitleText: '邀請好友開通會員',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  // weapp: the share menu and the "share with friends" button carry the membership invitation path
  enableShareAppMessage: true
})
