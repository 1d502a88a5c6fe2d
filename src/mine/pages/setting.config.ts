export default definePageConfig({
  navigationBarTitleText: '設定'
})
