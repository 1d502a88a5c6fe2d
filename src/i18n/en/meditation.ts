import type zh from '../zh-Hant/meditation'
import type { Shape } from '../types'

const meditation: Shape<typeof zh> = {
  title: 'Meditate',
  greetingMorning: 'Good morning. Give yourself a quiet moment',
  greetingAfternoon: 'Good afternoon. Breathe deeply, slow down',
  greetingEvening: 'Good evening. Let body and mind unwind',
  dayRecommend: 'Today’s pick',
  listenNow: 'Listen now',
  studyPlans: 'Study plans',
  planDays: '{{count}} days',
  tracks: '{{count}} tracks',
  plays: '{{count}} plays',
  vipOnly: 'Members',
  banners: 'Featured'
}
export default meditation
