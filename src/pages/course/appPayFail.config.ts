export default definePageConfig({
  navigationBarTitleText: '付款結果'
})
