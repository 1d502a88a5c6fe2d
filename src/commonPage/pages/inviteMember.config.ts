export default definePageConfig({
  navigationBarTitleText: '會員體驗邀請',
  navigationStyle: 'custom'
})
