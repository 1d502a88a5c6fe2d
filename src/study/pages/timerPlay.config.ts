export default definePageConfig({
  navigationBarTitleText: '計時中',
  navigationStyle: 'custom',
  backgroundColor: '#1f3d36'
})
