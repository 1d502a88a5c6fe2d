export default definePageConfig({
  navigationBarTitleText: '更換手機號碼',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
