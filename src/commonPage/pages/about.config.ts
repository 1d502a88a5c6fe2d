export default definePageConfig({
  navigationBarTitleText: '關於我們',
  navigationStyle: 'custom'
})
