export default definePageConfig({
  navigationBarTitleText: '登入靜心'
})
