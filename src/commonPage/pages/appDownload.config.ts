export default definePageConfig({
  navigationBarTitleText: '下載 App',
  navigationStyle: 'default'
})
