import Taro from '@tarojs/taro'

/**
 * WeChat update manager (spec §4, §8): a new version ready → ask to restart; declined → warn that old
 * versions may not work; update failed → tell the user to delete and search again; WeChat too old → upgrade.
 */
export function checkForUpdate(texts: {
  title: string
  ready: string
  declined: string
  failed: string
  tooOld: string
}): void {
  if (!Taro.canIUse('getUpdateManager')) {
    Taro.showModal({ title: texts.title, content: texts.tooOld, showCancel: false })
    return
  }
  const manager = Taro.getUpdateManager()
  manager.onUpdateReady(() => {
    Taro.showModal({ title: texts.title, content: texts.ready }).then((res) => {
      if (res.confirm) manager.applyUpdate()
      else Taro.showModal({ title: texts.title, content: texts.declined, showCancel: false })
    })
  })
  manager.onUpdateFailed(() => {
    Taro.showModal({ title: texts.title, content: texts.failed, showCancel: false })
  })
}
