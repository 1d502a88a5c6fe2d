import type zh from '../zh-Hant/tabs'
import type { Shape } from '../types'

const tabs: Shape<typeof zh> = {
  meditation: {
    greetingMorning: 'Good morning. Give yourself a quiet moment',
    greetingAfternoon: 'Good afternoon. Breathe deeply, slow down',
    greetingEvening: 'Good evening. Let body and mind unwind',
    achievementEntry: 'My meditation journey',
    continueAt: 'Stopped at {{time}}',
    continueListening: 'Continue listening',
    dayRecommend: 'Today’s pick',
    listenNow: 'Listen now',
    planDays: '{{count}} days',
    planDays_one: '{{count}} day',
    plays: '{{count}} plays',
    plays_one: '{{count}} play',
    studyPlans: 'Study plans',
    tracks: '{{count}} tracks',
    tracks_one: '{{count}} track',
    vipOnly: 'Members',
    play: 'Play',
    pause: 'Pause'
  },
  course: {
    title: 'Courses',
    free: 'Free',
    liveNow: 'Live now',
    liveReplay: 'Replay',
    liveUpcoming: 'Upcoming live',
    studyPeople: '{{count}} learners',
    studyPeople_one: '{{count}} learner',
    kindAlbum: 'Meditation album',
    kindMembership: 'Membership',
    cardOnly: 'Annual card only',
    cardOnlyAdvanced: 'Advanced card only',
    kindPlan: 'Study plan',
    kindPractice: 'Meditation'
  },
  entries: {
    annual: 'Annual cards',
    discover: 'Discover',
    label: 'Course services',
    redeem: 'Redeem',
    vip: 'Card centre'
  },
  searchOpen: 'Search'
}
export default tabs
