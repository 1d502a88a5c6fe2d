import type zh from '../zh-Hant/mine'
import type { Shape } from '../types'

const mine: Shape<typeof zh> = {
  title: 'Me',
  loginPrompt: 'Log in / Sign up',
  loginHint: 'Log in to sync your practice',
  member: 'Meditation membership',
  memberUntil: 'Valid until {{date}}',
  notMember: 'Become a member to unlock everything',
  favorites: 'Favorites',
  histories: 'Listening history',
  settings: 'Settings',
  helpCenter: 'Help centre',
  about: 'About us',
  language: 'Language',
  logout: 'Log out',
  version: 'Version {{version}}',
  aboutIntro: 'Jingxin is a meditation and online-learning app that helps you find calm on busy days: guided meditation, study plans, courses and live classes, and a record of your own practice.',
  aboutTitle: 'About Jingxin'
}
export default mine
