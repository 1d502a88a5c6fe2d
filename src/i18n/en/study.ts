import type zh from '../zh-Hant/study'
import type { Shape } from '../types'

const study: Shape<typeof zh> = {
  title: 'Study',
  tools: 'Practice tools',
  timer: 'Meditation timer',
  timerDesc: 'Your own length and interval bells',
  scene: 'Scene music',
  sceneDesc: 'Now: {{name}}',
  calendar: '13-Moon Calendar',
  calendarDesc: 'Today’s galactic signature',
  plans: 'Recommended study plans',
  recent: 'Recently played',
  recentEmpty: 'Nothing played yet. Start with a meditation',
  loginForRecent: 'Log in to see what you played',
  login: 'Log in',
  playedSeconds: 'Played {{count}} s'
}
export default study
