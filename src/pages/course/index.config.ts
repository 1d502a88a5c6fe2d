export default definePageConfig({
  navigationBarTitleText: '課程',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundColor: '#F8F8F8'
})
