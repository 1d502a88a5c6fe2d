export default definePageConfig({
  navigationBarTitleText: '已購項目',
  navigationBarBackgroundColor: '#ffffff',
  navigationBarTextStyle: 'black',
  enablePullDownRefresh: true
})
