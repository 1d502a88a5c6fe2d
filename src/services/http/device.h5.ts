/** Device label sent with every request (spec §9): WECHAT for H5, in any browser or app shell. */
import { deviceLabelFor, type DeviceLabel } from '../platform/detect'

export function deviceLabel(): DeviceLabel {
  return deviceLabelFor('h5')
}
