export default definePageConfig({
  navigationBarTitleText: '登入靜心',
  navigationStyle: 'custom'
})
