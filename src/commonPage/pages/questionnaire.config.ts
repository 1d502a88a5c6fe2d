export default definePageConfig({ navigationBarTitleText: '問卷', navigationStyle: 'custom' })
