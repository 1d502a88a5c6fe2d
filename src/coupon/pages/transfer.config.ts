export default definePageConfig({
  navigationBarTitleText: '轉讓優惠券',
  navigationStyle: 'custom'
})
