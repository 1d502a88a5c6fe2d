export default definePageConfig({
  navigationBarTitleText: '企業音頻',
  navigationStyle: 'custom'
})
