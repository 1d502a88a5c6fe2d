export default definePageConfig({ navigationBarTitleText: 'kzero 報告', navigationStyle: 'default' })
