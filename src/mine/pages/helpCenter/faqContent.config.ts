export default definePageConfig({
  navigationBarTitleText: '問題詳情',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
