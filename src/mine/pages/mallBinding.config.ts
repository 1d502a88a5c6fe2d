export default definePageConfig({
  navigationBarTitleText: '綁定商城帳號',
  navigationStyle: 'custom'
})
