export default definePageConfig({
  navigationBarTitleText: '開啟連結',
  navigationStyle: 'default'
})
