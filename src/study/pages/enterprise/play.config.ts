export default definePageConfig({
  navigationBarTitleText: '企業音訊',
  navigationStyle: 'custom'
})
