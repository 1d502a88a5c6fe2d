export default definePageConfig({
  navigationBarTitleText: '搜尋課程',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
