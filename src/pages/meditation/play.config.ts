export default definePageConfig({
  navigationBarTitleText: '正在播放',
  navigationStyle: 'custom'
})
