export default definePageConfig({
  navigationBarTitleText: '直播預約',
  enablePullDownRefresh: true
})
