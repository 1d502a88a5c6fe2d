export default definePageConfig({
  navigationBarTitleText: '計時中',
  backgroundColor: '#1f3d36'
})
