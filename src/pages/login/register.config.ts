export default definePageConfig({
  navigationBarTitleText: '註冊',
  navigationStyle: 'custom'
})
