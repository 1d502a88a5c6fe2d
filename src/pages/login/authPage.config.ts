export default definePageConfig({
  navigationBarTitleText: '企業微信登入',
  navigationStyle: 'custom'
})
