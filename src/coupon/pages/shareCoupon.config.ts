export default definePageConfig({
  navigationBarTitleText: '分享優惠券',
  navigationStyle: 'custom'
})
