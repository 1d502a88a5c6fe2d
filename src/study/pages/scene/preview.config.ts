export default definePageConfig({
  navigationBarTitleText: '場景試聽',
  navigationStyle: 'custom'
})
