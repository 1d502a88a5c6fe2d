export default definePageConfig({
  navigationBarTitleText: '修改密碼',
  // explicit: Taro's H5 shows its own bar (title, back) only for 'default'
  navigationStyle: 'default'
})
