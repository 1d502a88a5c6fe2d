import Taro from '@tarojs/taro'
import { deviceLabelFor, type DeviceLabel } from '../platform/detect'

let cached: DeviceLabel | undefined

/** Device label sent with every request (spec §9): MINIAPP_IOS or MINIAPP_ANDROID in the mini-program. */
export function deviceLabel(): DeviceLabel {
  if (!cached) {
    let platform = ''
    try {
      platform = String(Taro.getSystemInfoSync().platform || '')
    } catch {
      platform = ''
    }
    cached = deviceLabelFor('weapp', platform)
  }
  return cached
}
