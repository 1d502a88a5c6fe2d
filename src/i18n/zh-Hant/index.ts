import common from './common'
import tabBar from './tabBar'
import errors from './errors'
import validation from './validation'
import app from './app'
import audio from './audio'
import type { AllMessages } from './all'

/**
 * The source locale's core: the namespaces every screen needs, in the app's first load. The other namespaces
 * (./all.ts) are loaded with the code that uses them (../registry.ts). Each namespace lives in its own file so
 * screens can grow their strings independently.
 */
const core = {
  common,
  tabBar,
  errors,
  validation,
  app,
  audio
}
/** Every namespace of the source locale, core and loaded with its code: what `t()` keys and English are typed by. */
export type Messages = AllMessages
export default core
