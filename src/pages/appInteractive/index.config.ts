export default definePageConfig({
  navigationBarTitleText: 'App 互動',
  navigationStyle: 'custom'
})
