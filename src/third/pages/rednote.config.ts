export default definePageConfig({
  navigationBarTitleText: '小紅書精選筆記',
  navigationStyle: 'custom'
})
