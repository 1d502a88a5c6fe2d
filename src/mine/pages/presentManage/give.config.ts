export default definePageConfig({
  navigationBarTitleText: '收到一份禮物',
  navigationStyle: 'custom'
})
