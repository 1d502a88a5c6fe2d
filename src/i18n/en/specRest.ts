import type zh from '../zh-Hant/specRest'
import type { Shape } from '../types'

const specRest: Shape<typeof zh> = {
  price: {
    withCoupon: 'With “{{coupon}}” ({{discount}} off) you pay {{pay}}',
    upgrade: 'Annual card upgrade: {{credit}} already taken off'
  },
  daily: {
    title: 'New today',
    track: '{{title}} · {{goods}}',
    listLabel: 'What is new today'
  },
  poster: {
    title: 'Check-in poster',
    save: 'Save check-in poster',
    saved: 'Check-in poster saved',
    heading: "Today's check-in",
    minutes: '{{count}} min',
    seconds: '{{count}} s',
    sessions_one: '{{count}} session',
    sessions: '{{count}} sessions',
    streak: '{{count}}-day streak',
    none: 'No practice yet today: check in after a session',
    alt: 'Check-in poster of {{date}}: {{time}} of practice',
    footer: 'Jingxin · a little quiet every day',
    top: 'Most played: {{title}} · {{goods}}',
    loginPrompt: 'Log in to make your check-in poster',
    hint: 'Save it and share it with friends'
  },
  golden: {
    label: 'Today’s golden sentence',
    open: 'Make a poster of this sentence',
    title: 'Golden sentence poster',
    heading: 'Today’s golden sentence',
    alt: 'Golden sentence poster of {{date}}: {{text}}',
    footer: 'Jingxin · a kind word for every day',
    hint: 'Save it and share it with friends',
    none: 'No golden sentence today yet: come back later'
  },
  equity: {
    required: 'What you opened is for annual card holders: get a card to watch it'
  }
}
export default specRest
