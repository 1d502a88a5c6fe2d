export default definePageConfig({
  navigationBarTitleText: 'Purchase complete',
  navigationStyle: 'custom'
})
