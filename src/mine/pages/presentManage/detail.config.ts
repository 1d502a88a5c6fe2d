export default definePageConfig({
  navigationBarTitleText: '禮物詳情',
  navigationStyle: 'custom',
  // weapp: the share menu and the "share with a friend" button carry the gift's link
  enableShareAppMessage: true
})
