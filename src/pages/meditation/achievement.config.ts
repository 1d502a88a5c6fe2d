export default definePageConfig({
  navigationBarTitleText: '冥想成就',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
