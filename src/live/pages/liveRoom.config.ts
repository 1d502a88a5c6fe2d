export default definePageConfig({
  navigationBarTitleText: '直播間',
  backgroundColor: '#000000'
})
