export default definePageConfig({
  navigationBarTitleText: '政策文件',
  navigationStyle: 'default'
})
