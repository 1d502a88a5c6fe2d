/** weapp: no service worker (the mini-program's code is on the device already); network changes from WeChat. */
import Taro from '@tarojs/taro'

export function registerServiceWorker(): void {}

export function onNetworkBack(listener: () => void): () => void {
  // any change that leaves a connection (offline → online, wifi → 4g) is a chance to send what was kept
  const onChange = (r: { isConnected: boolean }) => {
    if (r.isConnected) listener()
  }
  Taro.onNetworkStatusChange(onChange)
  return () => Taro.offNetworkStatusChange?.(onChange)
}
