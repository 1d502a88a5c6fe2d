export default definePageConfig({
  navigationBarTitleText: '直播控制台',
  navigationStyle: 'custom'
})
