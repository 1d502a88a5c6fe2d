export default definePageConfig({
  navigationBarTitleText: '短片',
  navigationStyle: 'custom',
  backgroundColor: '#000000'
})
