import type zh from '../zh-Hant/app'
import type { Shape } from '../types'

const app: Shape<typeof zh> = {
  notFound: {
    title: 'Page not found',
    message: 'This page does not exist or has been removed.',
    home: 'Back to home'
  },
  pageLoading: {
    loading: 'Loading the page…',
    failed: 'The page could not be loaded. Check your connection and try again.',
    retry: 'Retry'
  }
}
export default app
