/** Device label sent with every request (spec §9). Default (tests): the H5 label. */
import { deviceLabelFor, type DeviceLabel } from '../platform/detect'

export function deviceLabel(): DeviceLabel {
  return deviceLabelFor('h5')
}
