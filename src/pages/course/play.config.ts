export default definePageConfig({
  navigationBarTitleText: '課程播放',
  navigationStyle: 'custom'
})
