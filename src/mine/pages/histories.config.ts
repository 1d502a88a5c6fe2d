export default definePageConfig({
  navigationBarTitleText: '收聽紀錄',
  enablePullDownRefresh: true
})
