export default definePageConfig({
  navigationBarTitleText: '筆記詳情',
  navigationStyle: 'custom'
})
