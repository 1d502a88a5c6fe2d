import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import Icon from '../Icon'
import './index.scss'

function statusBarHeight(): number {
  if (process.env.TARO_ENV === 'h5') return 0
  try {
    return Taro.getSystemInfoSync().statusBarHeight || 20
  } catch {
    return 20
  }
}

/**
 * The one navigation bar of every page (all pages use `navigationStyle: 'custom'`, spec §2): a back button
 * (on a page opened directly it returns to the home tab), the translated title over the full width between
 * the buttons, nothing on the left of a tab page. It also makes the title the document/window title in the
 * current language (the static page config only holds the zh-Hant one), again whenever the page shows.
 */
export default function NavBar({ title, tab, onBack }: { title: string; tab?: boolean; onBack?: () => void }) {
  const back = () => {
    if (onBack) {
      onBack()
      return
    }
    if (Taro.getCurrentPages().length > 1) Taro.navigateBack().catch(() => navigate(Routes.meditationHome, 'relaunch'))
    else navigate(Routes.meditationHome, 'relaunch')
  }
  const applyTitle = () => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => {})
  }
  useEffect(applyTitle, [title])
  useDidShow(applyTitle)
  return (
    <View className='nav-bar' style={{ paddingTop: `${statusBarHeight()}px` }}>
      <View className='nav-bar__inner'>
        {tab ? (
          <View className='nav-bar__side' />
        ) : (
          <View className='nav-bar__back' role='button' aria-label={t('common.back')} onClick={back}>
            <Icon name='chevron-left' size={22} />
          </View>
        )}
        <Text className='nav-bar__title' role='heading' aria-level={1}>
          {title}
        </Text>
        <View className='nav-bar__side' />
      </View>
    </View>
  )
}
