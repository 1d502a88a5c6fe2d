import type zh from '../zh-Hant/tabBar'
import type { Shape } from '../types'

const tabBar: Shape<typeof zh> = {
  meditation: 'Meditate',
  course: 'Courses',
  study: 'Study',
  mine: 'Me',
  meditator: 'Meditator'
}
export default tabBar
