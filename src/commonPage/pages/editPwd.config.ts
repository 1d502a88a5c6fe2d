export default definePageConfig({
  navigationBarTitleText: '修改密碼',
  navigationStyle: 'custom'
})
