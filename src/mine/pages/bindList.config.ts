export default definePageConfig({
  navigationBarTitleText: '綁定管理',
  navigationStyle: 'custom'
})
