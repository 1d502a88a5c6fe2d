export default definePageConfig({
  navigationBarTitleText: '邀請海報',
  navigationStyle: 'custom'
})
