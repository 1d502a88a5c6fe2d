export default definePageConfig({
  navigationBarTitleText: '留言列表',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
