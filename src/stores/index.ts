import { createContext, useContext } from 'react'
import Taro from '@tarojs/taro'
import { RootStore } from './RootStore'
import { createApi } from '../services/api'
import { taroStorage } from '../services/storage'
import { navigate } from '../navigation/navigate'
import { createAudioBackend } from '../services/audio/audio'
import { connectSocket } from '../services/socket'
import { systemClock } from '../services/clock'
import { downloadsCatalog } from '../services/downloads/lazy'

export { RootStore } from './RootStore'
export type { RootDeps, AudioSeat } from './RootStore'

/** The app's single RootStore over the real platform. */
export const rootStore: RootStore = new RootStore({
  api: createApi(),
  storage: taroStorage,
  navigate,
  toast: (title) => {
    Taro.showToast({ title, icon: 'none', duration: 2000 }).catch(() => {})
  },
  audioBackend: createAudioBackend(),
  clock: systemClock,
  connectSocket,
  recoverPlayRecords: (): Promise<number> => rootStore.audio.recoverPlayRecords(),
  offlinePlayInfo: async (sku, resourceId) =>
    (await downloadsCatalog(taroStorage))?.offlinePlayInfo(taroStorage, sku, resourceId, Date.now()) ?? null
})

export const StoresContext = createContext<RootStore>(rootStore)

/** The RootStore of the current tree (tests provide their own through StoresContext). */
export const useStores = (): RootStore => useContext(StoresContext)
