export default definePageConfig({ navigationBarTitleText: '意見調查', navigationStyle: 'default' })
