import { View, Image, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { t } from '../../../i18n'
import { Routes } from '../../../navigation/routes'
import { sealUri } from '../glyphs'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/maya'

/** The calendar's own three entries (spec §2): addKin, calendar, information. Icons are seal glyphs. */
export const MAYA_TABS = [
  { path: Routes.mayaAddKin, title: 'maya.tabs.addKin', seal: 12 },
  { path: Routes.mayaCalendar, title: 'maya.tabs.calendar', seal: 20 },
  { path: Routes.mayaInformation, title: 'maya.tabs.information', seal: 14 }
] as const

/** Spec §2: tapping an entry redirects there with the loading text '正在加載...' ('Loading...'). */
export function openMayaTab(path: string): void {
  Taro.showLoading({ title: t('common.loadingPage'), mask: true }).catch(() => {})
  Taro.redirectTo({
    url: path,
    complete: () => {
      Taro.hideLoading()
    }
  }).catch(() => {})
}

function MayaTabBar({ current }: { current: string }) {
  return (
    <View className='maya-tab-bar' role='tablist' aria-label={t('maya.title')}>
      {MAYA_TABS.map((tab) => {
        const selected = tab.path === current
        return (
          <View
            key={tab.path}
            className={`maya-tab-bar__item${selected ? ' maya-tab-bar__item--active' : ''}`}
            role='tab'
            aria-selected={selected}
            aria-label={t(tab.title)}
            data-path={tab.path}
            onClick={() => {
              if (!selected) openMayaTab(tab.path)
            }}
          >
            <Image
              {...imageAlt('')}
              className='maya-tab-bar__icon'
              src={sealUri(tab.seal)}
              mode='aspectFit'
              aria-hidden
            />
            <Text className='maya-tab-bar__title'>{t(tab.title)}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(MayaTabBar)
