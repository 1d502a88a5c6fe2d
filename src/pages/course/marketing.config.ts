export default definePageConfig({
  navigationBarTitleText: '限時推廣'
})
