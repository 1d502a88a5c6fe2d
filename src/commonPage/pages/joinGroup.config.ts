export default definePageConfig({
  navigationBarTitleText: '加入群組',
  navigationStyle: 'custom'
})
