export default definePageConfig({
  navigationBarTitleText: '發現',
  enablePullDownRefresh: true
})
