export default definePageConfig({
  navigationBarTitleText: '購買結果',
  navigationStyle: 'custom'
})
