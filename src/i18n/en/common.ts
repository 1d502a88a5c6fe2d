import type zh from '../zh-Hant/common'
import type { Shape } from '../types'

const common: Shape<typeof zh> = {
  appName: 'Jingxin',
  loading: 'Loading…',
  loadingPage: 'Loading...',
  empty: 'Nothing here yet',
  retry: 'Retry',
  error: 'Something went wrong',
  networkError: 'Network error, please try again later',
  confirm: 'OK',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  edit: 'Edit',
  more: 'More',
  back: 'Back',
  close: 'Close',
  done: 'Done',
  pullToRefresh: 'Pull to refresh',
  noMore: 'No more',
  minutes: '{{count}} min',
  seconds: '{{count}} s',
  free: 'Free',
  vip: 'Members',
  language: 'Language',
  languageZh: '繁體中文',
  languageEn: 'English',
  today: 'Today',
  tomorrow: 'Tomorrow',
  dayAfterTomorrow: 'The day after tomorrow',
  copied: 'Copied',
  update: {
    title: 'Update',
    ready: 'A new version is ready. Restart the app now?',
    declined: 'Old versions may not work properly. Please update soon.',
    failed: 'The new version failed to download. Please delete the mini-program and search for it again.',
    tooOld: 'Your WeChat version is too old. Please upgrade to the latest version and try again.'
  }
}
export default common
