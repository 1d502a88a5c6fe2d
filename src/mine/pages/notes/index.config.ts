export default definePageConfig({
  navigationBarTitleText: '我的筆記',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
