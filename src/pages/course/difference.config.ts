export default definePageConfig({
  navigationBarTitleText: '年卡比較',
  enablePullDownRefresh: true
})
