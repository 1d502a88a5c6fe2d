export default definePageConfig({
  navigationBarTitleText: '打卡海報',
  navigationStyle: 'custom'
})
