import Taro from '@tarojs/taro'
import { useEffect } from 'react'

/**
 * The translated title of a page with the default navigation bar (the static config title is the zh-Hant one);
 * it follows a language switch because `title` changes with the locale.
 */
export function useNavTitle(title: string): void {
  useEffect(() => {
    Taro.setNavigationBarTitle({ title }).catch(() => {
      /* not shown on this platform */
    })
  }, [title])
}
