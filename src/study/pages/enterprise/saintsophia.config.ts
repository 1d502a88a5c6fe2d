export default definePageConfig({
  navigationBarTitleText: '聖索菲亞學院',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
