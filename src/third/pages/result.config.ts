export default definePageConfig({
  navigationBarTitleText: '課程購買成功',
  navigationStyle: 'custom'
})
