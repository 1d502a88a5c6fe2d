export default definePageConfig({
  navigationBarTitleText: '群組成員',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
