export default definePageConfig({
  navigationBarTitleText: '切換帳號',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
