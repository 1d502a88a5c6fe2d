export default definePageConfig({
  navigationBarTitleText: '搜尋結果',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
