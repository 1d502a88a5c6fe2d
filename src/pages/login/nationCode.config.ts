export default definePageConfig({
  navigationBarTitleText: '選擇國家／地區',
  navigationStyle: 'custom'
})
