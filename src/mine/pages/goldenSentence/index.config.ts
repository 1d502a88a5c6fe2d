export default definePageConfig({
  navigationBarTitleText: '金句海報',
  navigationStyle: 'custom'
})
