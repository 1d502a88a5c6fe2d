import type zh from '../zh-Hant/events'
import type { Shape } from '../types'

const events: Shape<typeof zh> = {
  ticket: {
    title: 'My Ticket',
    qrLabel: 'Check-in QR code: {{code}}',
    qrHint: 'Show this QR code at the entrance',
    code: 'Ticket number',
    time: 'When',
    place: 'Where',
    openMap: 'Open in a map',
    seats: 'Seats',
    admits: 'Admits {{count}}',
    seatsLeft: '$t(common.unit.seat, {"count": {{seats}} }), {{left}} left',
    paid: 'Paid',
    free: 'Free',
    orderNo: 'Order number',
    signedUpAt: 'Signed up',
    cancel: 'Cancel sign-up',
    cancelUntil: 'Can be cancelled until {{date}}',
    cancelClosed: 'Tickets cannot be cancelled within 24 hours of the start',
    keep: 'Keep',
    confirmCancel: 'Cancel',
    cancelConfirmTitle: 'Cancel your sign-up?',
    cancelConfirmFree: 'Your seat will be given to someone else.',
    cancelConfirmPaid: 'Your seat will be given back and {{amount}} refunded to how you paid.',
    cancelled: 'Cancelled',
    cancelledAt: 'Cancelled on {{date}}',
    cancelDone: 'Your sign-up is cancelled',
    refundNote: 'Your payment is being refunded',
    backToEvent: 'Back to the activity',
    signUpAgain: 'Sign up again'
  },
  signUp: {
    free: 'Sign up for free',
    paid: 'Sign up and pay {{price}}',
    view: 'View my ticket',
    contact: 'Your details',
    phone: 'Phone',
    phonePlaceholder: 'Your mobile number',
    name: 'Name',
    namePlaceholder: 'Optional',
    required: 'required',
    working: 'One moment…',
    done: 'You are signed up'
  },
  appPay: {
    failHint: 'The payment did not go through and nothing was charged. You can try again.',
    continue: 'Continue',
    retry: 'Pay again'
  },
  app: {
    title: 'App Link',
    browserTitle: 'This page is for the Jingxin app',
    browserText:
      'The Jingxin app exchanges messages with the web app here: handing over the login, sharing and paying. You are in an ordinary browser, so there is nothing to do here.',
    home: 'Back to home',
    waiting: 'Connecting to the app…',
    loginDone: 'Logged in',
    loginSent: 'The login was handed to the app',
    shareSent: 'The app was asked to share',
    shared: 'Shared',
    shareFailed: 'Not shared',
    paySent: 'Paying in the app…',
    unknown: 'This action cannot be handled'
  },
  marketing: {
    title: 'Special Offer',
    points: 'What you get',
    buy: 'Buy now'
  },
  camp: {
    today: "Today's task",
    todayNone: 'No new task today',
    notStarted: 'Starts {{date}}',
    ended: 'This camp has ended',
    opensOn: 'Opens {{date}}',
    open: 'Open',
    done: 'Done',
    progress: '{{done}} of {{count}} days done',
    progress_one: '{{done}} of {{count}} day done',
    kind: { audio: 'Audio', video: 'Video', text: 'Reading' },
    start: 'Start day {{day}}',
    markDone: "Finish today's practice",
    markedDone: '✓ Done',
    keptOffline: "Saved on this device; it will be sent when you're back online",
    dayTitle: 'Day {{day}}',
    signUpFirst: 'Sign up to begin',
    play: 'Play',
    pause: 'Pause',
    freeOpen: 'Free: no sign-up needed',
    back: 'Back to the camp'
  }
}
export default events
