export default definePageConfig({
  navigationBarTitleText: '幫助中心',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default',
  enablePullDownRefresh: true
})
