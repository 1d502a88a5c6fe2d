/**
 * Where a logged-out user's people are kept: the device's storage (localStorage on H5, wx storage on weapp),
 * under a key of this subpackage. The store reaches it only through the `LocalKinStorage` interface.
 */
import Taro from '@tarojs/taro'

export interface LocalKin {
  /** 'l' + time + random: local ids never collide with server ids (numbers). */
  id: string
  name: string
  birthday: string
  created_at: string
}

export interface LocalKinStorage {
  read(): LocalKin[]
  write(list: LocalKin[]): void
}

export const LOCAL_KINS_KEY = 'mayaKins'

function isLocalKin(v: unknown): v is LocalKin {
  const k = v as LocalKin
  return !!k && typeof k.id === 'string' && typeof k.name === 'string' && typeof k.birthday === 'string'
}

export const taroLocalKins: LocalKinStorage = {
  read() {
    try {
      const v = Taro.getStorageSync(LOCAL_KINS_KEY)
      return Array.isArray(v) ? v.filter(isLocalKin) : []
    } catch {
      return []
    }
  },
  write(list) {
    if (list.length) Taro.setStorageSync(LOCAL_KINS_KEY, list)
    else Taro.removeStorageSync(LOCAL_KINS_KEY)
  }
}

/** For tests. */
export function memoryLocalKins(initial: LocalKin[] = []): LocalKinStorage & { list: LocalKin[] } {
  const s = {
    list: [...initial],
    read: () => s.list.map((k) => ({ ...k })),
    write: (list: LocalKin[]) => {
      s.list = list.map((k) => ({ ...k }))
    }
  }
  return s
}
