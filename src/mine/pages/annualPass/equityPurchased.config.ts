export default definePageConfig({
  navigationBarTitleText: '我的年卡',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
