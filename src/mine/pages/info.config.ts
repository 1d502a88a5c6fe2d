export default definePageConfig({
  navigationBarTitleText: '個人資料',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
