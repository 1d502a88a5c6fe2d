import type zh from '../zh-Hant/maya'
import type { Shape } from '../types'

const maya: Shape<typeof zh> = {
  title: '13-Moon Calendar'
}
export default maya
