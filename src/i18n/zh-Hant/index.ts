import common from './common'
import tabBar from './tabBar'
import errors from './errors'
import validation from './validation'
import login from './login'
import meditation from './meditation'
import course from './course'
import study from './study'
import mine from './mine'
import maya from './maya'
import commerce from './commerce'
import app from './app'
import offline from './offline'
import community from './community'
import third from './third'
import gold from './gold'
import couponShare from './couponShare'
import cards from './cards'
import search from './search'
import hub from './hub'
import mall from './mall'
import portal from './portal'

/** The source locale. Each namespace lives in its own file so screens can grow their strings independently. */
const zhHant = {
  common,
  tabBar,
  errors,
  validation,
  login,
  meditation,
  course,
  study,
  mine,
  maya,
  commerce,
  app,
  offline,
  community,
  third,
  gold,
  couponShare,
  cards,
  search,
  hub,
  mall,
  portal
}
export type Messages = typeof zhHant
export default zhHant
