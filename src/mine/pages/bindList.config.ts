export default definePageConfig({
  navigationBarTitleText: '綁定管理',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
