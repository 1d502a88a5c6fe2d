export default definePageConfig({
  navigationBarTitleText: '新增帳號',
  navigationStyle: 'custom'
})
