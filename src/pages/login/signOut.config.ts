export default definePageConfig({
  navigationBarTitleText: '註銷帳號',
  navigationStyle: 'custom'
})
