export default definePageConfig({
  navigationBarTitleText: '場景設定',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
