export default definePageConfig({
  navigationBarTitleText: '已購項目',
  navigationStyle: 'custom',
  navigationBarBackgroundColor: '#ffffff',
  navigationBarTextStyle: 'black',
  enablePullDownRefresh: true
})
