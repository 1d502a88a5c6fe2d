export default definePageConfig({
  navigationBarTitleText: '兌換課程'
})
