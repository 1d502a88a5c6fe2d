export default definePageConfig({
  navigationBarTitleText: '邀請紀錄',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
