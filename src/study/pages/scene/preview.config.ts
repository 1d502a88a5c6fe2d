export default definePageConfig({
  navigationBarTitleText: '場景試聽'
})
