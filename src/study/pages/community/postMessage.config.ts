export default definePageConfig({
  navigationBarTitleText: '發表貼文',
  navigationStyle: 'custom'
})
