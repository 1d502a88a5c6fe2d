export default definePageConfig({
  navigationBarTitleText: '靜心小助手',
  navigationStyle: 'custom'
})
