export default definePageConfig({
  navigationBarTitleText: '關注公眾號',
  navigationStyle: 'custom'
})
