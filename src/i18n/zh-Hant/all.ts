import core from '.'
import login from './login'
import meditation from './meditation'
import course from './course'
import study from './study'
import mine from './mine'
import maya from './maya'
import commerce from './commerce'
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
import courseFavorites from './courseFavorites'
import tabs from './tabs'
import shop from './shop'
import specRest from './specRest'
import learningNotes from './learningNotes'

/**
 * Every zh-Hant namespace: the core (./index.ts) and those registered by their own file when the code that uses
 * them is loaded (`export default registerTexts('<name>', { … })`). A new namespace is one entry here (or in the
 * core) and one in ../en/index.ts. Only tests import this file at run time: it would bundle every text.
 */
const all = {
  ...core,
  login,
  meditation,
  course,
  study,
  mine,
  maya,
  commerce,
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
export type AllMessages = typeof all
export default all
