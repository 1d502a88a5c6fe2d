import type zh from '../zh-Hant/commerce'
import type { Shape } from '../types'

const commerce: Shape<typeof zh> = {
  title: 'Membership'
}
export default commerce
