export default definePageConfig({
  navigationBarTitleText: '更換手機號碼',
  navigationStyle: 'custom'
})
