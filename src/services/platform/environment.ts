/** The environment of the H5 build (and jest): from the browser's user agent and the shell's bridges. */
import { detectEnvironment, type DeviceEnvironment } from './detect'
import { bridgePresence } from './appBridge'

export type { DeviceEnvironment } from './detect'

let cached: DeviceEnvironment | undefined

export function currentEnvironment(): DeviceEnvironment {
  if (!cached) cached = detectEnvironment(typeof navigator === 'undefined' ? '' : navigator.userAgent, bridgePresence())
  return cached
}
