import type { Messages } from '../zh-Hant'
import type { Shape } from '../types'
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
import audio from './audio'
import offline from './offline'
import community from './community'
import third from './third'
import gold from './gold'
import couponShare from './couponShare'
import cards from './cards'
import search from './search'
import hub from './hub'
import live from './live'
import report from './report'
import gifts from './gifts'
import events from './events'
import enterprise from './enterprise'
import mall from './mall'
import portal from './portal'
import shop from './shop'
import courseFavorites from './courseFavorites'
import tabs from './tabs'
import specRest from './specRest'
import learningNotes from './learningNotes'

/** English, typed against the zh-Hant source: a missing or extra key fails to compile. */
const en: Shape<Messages> = {
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
  audio,
  offline,
  community,
  third,
  gold,
  couponShare,
  cards,
  search,
  hub,
  live,
  report,
  gifts,
  events,
  enterprise,
  mall,
  portal,
  courseFavorites,
  tabs,
  shop,
  specRest,
  learningNotes
}
export default en
