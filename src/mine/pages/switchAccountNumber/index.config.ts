export default definePageConfig({
  navigationBarTitleText: '切換帳號',
  navigationStyle: 'custom'
})
