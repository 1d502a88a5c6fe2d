import { useEffect } from 'react'
import { useStores, type RootStore } from '../stores'
import { KinStore } from './store'
import { taroLocalKins } from './localKins'
import '../services/api/maya'

const stores = new WeakMap<RootStore, KinStore>()

/** The KinStore of a RootStore, created on first use over the real API and the device's storage. */
export function kinStoreOf(root: RootStore): KinStore {
  let s = stores.get(root)
  if (!s) {
    s = new KinStore({
      api: root.deps.api.maya,
      local: taroLocalKins,
      isLoggedIn: () => root.user.isLoggedIn,
      toast: (m) => root.deps.toast(m)
    })
    stores.set(root, s)
  }
  return s
}

/** The page's KinStore: loads on mount and reloads (merging the device's list) when the login state changes. */
export function useKinStore(): KinStore {
  const root = useStores()
  const store = kinStoreOf(root)
  useEffect(() => {
    void store.load()
    return store.watchLogin()
  }, [store])
  return store
}
