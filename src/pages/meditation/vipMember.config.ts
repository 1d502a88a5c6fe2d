export default definePageConfig({
  navigationBarTitleText: '開通會員',
  navigationStyle: 'custom'
})
