/** The mini-program build always runs in the mini-program. */
import type { DeviceEnvironment } from './detect'

export type { DeviceEnvironment } from './detect'

export function currentEnvironment(): DeviceEnvironment {
  return 'mini-program'
}
