export default definePageConfig({
  navigationBarTitleText: '登入靜心',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
