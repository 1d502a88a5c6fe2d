export default definePageConfig({
  navigationBarTitleText: '商城帳號',
  navigationStyle: 'custom'
})
