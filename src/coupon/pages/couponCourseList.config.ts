export default definePageConfig({
  navigationBarTitleText: '適用課程',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
