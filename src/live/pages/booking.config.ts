export default definePageConfig({
  navigationBarTitleText: '直播預約',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
