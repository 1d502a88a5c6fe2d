export default definePageConfig({
  navigationBarTitleText: '兌換成功',
  navigationStyle: 'custom'
})
