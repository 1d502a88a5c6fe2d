export default definePageConfig({
  navigationBarTitleText: '13月亮曆',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
