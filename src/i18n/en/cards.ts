import type zh from '../zh-Hant/cards'
import type { Shape } from '../types'

const cards: Shape<typeof zh> = {
  result: {
    title: 'Payment result',
    waiting: 'Confirming your payment…',
    waitingHint: 'This page updates by itself once the payment service confirms.',
    nextCheck: 'Checking again in {{s}} s',
    timedOut: 'No payment confirmation yet',
    timedOutHint:
      'The payment may still be processing. Check again later; nothing is granted until the payment is confirmed.',
    paid: 'Payment successful',
    failed: 'Payment not completed',
    closedHint: 'The order timed out or was closed; nothing was charged. Place a new order if you still want it.',
    refundedHint: 'This item can no longer be bought; your payment has been refunded.',
    refresh: 'Check again',
    granted: 'Granted',
    grantedCourse: '“{{title}}” is now in your courses, to learn any time.',
    grantedUntil: '{{title}} valid until {{date}}',
    orderNo: 'Order number',
    item: 'Item',
    payAmount: 'Amount paid',
    paidAt: 'Paid at',
    demoNote: 'This is a demo payment; nothing was charged.',
    goCourse: 'Start learning',
    goListen: 'Start listening',
    goVip: 'Go to the card member centre',
    retryBuy: 'Buy again',
    payAgain: 'Pay again',
    wechatAuthFailed: 'WeChat did not confirm the paying account, so this order is not paid yet. Please try again.',
    purchased: 'View purchases'
  },
  annual: {
    title: 'Cards',
    heading: 'One card, a whole year of learning',
    current: 'Your {{card}} is valid until {{date}}',
    none: 'You have no course annual card yet',
    includes: '{{count}} courses included',
    includes_one: '{{count}} course included',
    days: 'Valid for {{count}} days',
    days_one: 'Valid for {{count}} day',
    credit: 'NT${{amount}} of your current card’s unused time taken off',
    buy: 'Buy NT${{amount}}',
    renew: 'Renew NT${{amount}}',
    upgrade: 'Upgrade NT${{amount}}',
    higherOwned: 'You hold a higher card',
    yours: 'Current card',
    compare: 'Compare the two cards',
    vip: 'Card member centre',
    redeem: 'Redeem a course code'
  },
  difference: {
    title: 'Compare',
    item: 'Item',
    yes: 'Included',
    no: 'Not included',
    yours: '(your card)',
    buy: 'Choose a card'
  },
  vip: {
    navTitle: 'Members',
    none: 'You have no active course annual card',
    goBuy: 'About the course annual cards',
    until: 'Valid until {{date}}',
    daysLeft: '{{count}} days left',
    daysLeft_one: '{{count}} day left',
    equity: 'Benefits',
    equityCourses: '{{count}} card courses free to learn',
    equityUpdates: 'New card courses are added automatically',
    equityUpgrade: 'Upgrade any time; unused days count towards the price',
    courses: 'Courses you can learn free',
    learn: 'Learn',
    renew: 'Renew the card',
    upgrade: 'Upgrade to the advanced card',
    compare: 'Compare the two cards'
  },
  redeem: {
    title: 'Redeem',
    heading: 'Enter a course code',
    hint: 'Codes are not case-sensitive; spaces and dashes are ignored. The course is yours for good.',
    label: 'Course code',
    placeholder: 'e.g. JXCOURSE0001',
    empty: 'Please enter a code',
    submit: 'Redeem',
    submitting: 'Redeeming…',
    success: 'Redeemed',
    successDetail: '“{{title}}” is now in your courses.',
    learn: 'Start learning',
    another: 'Redeem another code',
    purchased: 'View purchases'
  },
  discover: {
    title: 'Discover',
    newest: 'New courses',
    shorts: 'Short videos',
    picks: 'Picked at random for you',
    shuffle: 'Shuffle',
    loadMore: 'Load more',
    noMore: 'That is all; pull down for a new shuffle',
    empty: 'No courses to suggest right now'
  },
  custom: {
    title: 'Feature',
    empty: 'This page has no content yet',
    topics: 'Features'
  },
  entries: {
    label: 'Course services',
    annual: 'Annual cards',
    discover: 'Discover',
    redeem: 'Redeem',
    vip: 'Card centre'
  }
}
export default cards
