export default definePageConfig({
  navigationBarTitleText: '靜心',
  navigationStyle: 'custom'
})
