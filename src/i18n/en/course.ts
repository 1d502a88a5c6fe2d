import type zh from '../zh-Hant/course'
import type { Shape } from '../types'

const course: Shape<typeof zh> = {
  title: 'Courses',
  free: 'Free',
  price: 'NT$ {{price}}',
  studyPeople: '{{count}} learners',
  liveUpcoming: 'Upcoming live',
  liveNow: 'Live now',
  liveReplay: 'Replay',
  annualCard: 'Annual card',
  advancedCard: 'Advanced card'
}
export default course
