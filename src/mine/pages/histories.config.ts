export default definePageConfig({
  navigationBarTitleText: '收聽紀錄',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
