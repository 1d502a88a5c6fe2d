import { View, Image, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { TAB_ENTRIES, type TabEntry } from './entries'
import { activeIndex, tapTab } from './logic'
import { navigate, openExternal } from '../../navigation/navigate'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'

interface Props {
  /** The current page path (the tab pages pass their own route). */
  current: string
  entries?: TabEntry[]
}

/**
 * The custom bottom tab bar rendered by the four tab pages (no native tabBar: WeChat rejects subpackage tab
 * pages and Taro's H5 ignores custom-tab-bar). 160 units high; AppPage pads content by the same amount.
 */
function TabBar({ current, entries = TAB_ENTRIES }: Props) {
  const root = useStores()
  const active = activeIndex(entries, current)
  const onTap = (entry: TabEntry) => {
    void tapTab(entry, current, {
      replacePage: (url) => navigate(url, 'relaunch'),
      fetchShopUrl: () => root.deps.api.user.shopUrl(),
      getToken: () => root.user.token,
      openWindow: (url) => openExternal(url)
    })
  }
  return (
    <View className='tab-bar' role='tablist' aria-label={t('common.appName')}>
      {entries.map((entry, i) => {
        const selected = i === active
        return (
          <View
            key={entry.pagePath}
            className={`tab-bar__item${selected ? ' tab-bar__item--active' : ''}`}
            role='tab'
            aria-selected={selected}
            aria-label={t(entry.title)}
            data-path={entry.pagePath}
            onClick={() => onTap(entry)}
          >
            <Image
              {...imageAlt('')}
              className='tab-bar__icon'
              src={selected ? entry.selectedIcon : entry.icon}
              mode='aspectFit'
              aria-hidden
            />
            <Text className='tab-bar__title'>{t(entry.title)}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(TabBar)
