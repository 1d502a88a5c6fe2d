export default definePageConfig({
  navigationBarTitleText: '發表影片',
  navigationStyle: 'custom'
})
