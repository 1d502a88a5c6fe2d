export default definePageConfig({
  navigationBarTitleText: '合輯',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
