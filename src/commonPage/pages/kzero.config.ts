export default definePageConfig({ navigationBarTitleText: 'kzero 評估報告', navigationStyle: 'default' })
