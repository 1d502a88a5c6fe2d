export default definePageConfig({
  navigationBarTitleText: '我的禮物',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
