import type zh from '../zh-Hant/portal'
import type { Shape } from '../types'

const portal: Shape<typeof zh> = {
  deeplink: {
    title: 'Open link',
    opening: 'Opening…',
    openingExternal: 'Opening the web page…',
    unknownTitle: 'This link cannot be opened',
    unknownText: 'The link may have expired, or it needs a newer version of the app.',
    missing: 'No link was given to open.',
    linkLabel: 'Link: {{link}}',
    home: 'Back to home',
    search: 'Search for it',
    retry: 'Try again',
    leaveTitle: 'You are about to leave Jingxin',
    leaveText: 'This link opens the website below, outside Jingxin. Go only if you trust it.',
    leaveOpen: 'Open this website',
    leaveStay: 'No thanks, back to home'
  },
  assistant: {
    title: 'Jingxin Assistant',
    intro:
      'Tell me how you feel or what practice you are looking for, such as "can\'t sleep", "relax" or "focus", and I will find it in Jingxin.',
    placeholder: 'How are you, or what are you looking for?',
    send: 'Send',
    sending: 'Replying…',
    clear: 'Clear conversation',
    clearButton: 'Clear',
    clearConfirm: 'This deletes the conversation from this device. Clear it?',
    cleared: 'Conversation cleared',
    cancel: 'Cancel',
    you: 'You',
    bot: 'Assistant',
    suggestions: 'Try:',
    suggestSleep: "Can't sleep",
    suggestStress: 'Feeling stressed',
    suggestFocus: 'I want to focus',
    suggestMember: 'How do I become a member',
    privacy: 'The conversation is kept only on this device.',
    open: 'Open',
    empty: 'No conversation yet: start with a suggestion below.',
    failed: 'No answer right now; please try again later.',
    kind: {
      album: 'Meditation album',
      course: 'Course',
      short_video: 'Short video',
      live: 'Live',
      article: 'Article',
      faq: 'FAQ',
      history: 'Recently played',
      page: 'Feature'
    }
  },
  focus: {
    title: 'Follow us',
    heading: 'Follow the Jingxin official account',
    scan: 'Scan the QR code with WeChat, or long-press the image',
    qrLabel: 'QR code of the Jingxin official account',
    account: 'Account ID: {{id}}',
    copyId: 'Copy account ID',
    copied: 'Copied',
    benefitsTitle: 'Following brings you',
    benefit1: 'A daily meditation reminder and pick of the day',
    benefit2: 'Notices when lives and online camps start',
    benefit3: 'Offers on membership and annual cards',
    benefit4: 'Order, exchange and support messages',
    notConfigured: 'The official account is not open yet. Stay tuned.'
  },
  download: {
    title: 'Download the app',
    heading: 'Download Jingxin',
    intro: 'Play in the background, download for offline listening and get practice reminders in the app.',
    detected: 'Your device: {{platform}}',
    platform: {
      ios: 'iPhone / iPad',
      android: 'Android',
      wechat: 'WeChat',
      desktop: 'Computer'
    },
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    wechatHint:
      'WeChat cannot download apps: tap "⋯" at the top right and choose "Open in browser", or scan the QR code below with your phone.',
    desktopHint: 'Scan the QR code with your phone to download.',
    qrLabel: 'QR code of the Jingxin download page',
    otherStores: 'Other ways to download',
    inMiniProgram: 'You are in the mini-program: everything works right here.',
    notConfigured: 'The app is not in the stores yet. Stay tuned.',
    notInYourStore: "Jingxin is not in this device's store yet; use one of the other ways below."
  }
}
export default portal
