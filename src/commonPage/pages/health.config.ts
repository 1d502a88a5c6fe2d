export default definePageConfig({
  navigationBarTitleText: '每日打卡',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
