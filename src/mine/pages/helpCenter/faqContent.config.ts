export default definePageConfig({
  navigationBarTitleText: '問題詳情',
  navigationStyle: 'custom'
})
