export default definePageConfig({
  navigationBarTitleText: '靜心',
  navigationStyle: 'custom',
  // weapp: the share menu sends this landing (useShareAppMessage in the Landing component)
  enableShareAppMessage: true
})
