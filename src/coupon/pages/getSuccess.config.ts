export default definePageConfig({
  navigationBarTitleText: '領取成功',
  navigationStyle: 'custom'
})
