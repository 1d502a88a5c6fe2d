export default definePageConfig({
  navigationBarTitleText: '帳號管理',
  navigationStyle: 'custom'
})
