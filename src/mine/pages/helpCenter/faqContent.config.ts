export default definePageConfig({
  navigationBarTitleText: '問題詳情'
})
