export default definePageConfig({
  navigationBarTitleText: '直播間',
  navigationStyle: 'custom',
  backgroundColor: '#000000'
})
