export default definePageConfig({
  navigationBarTitleText: '寶善居',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
