import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import './index.scss'

function statusBarHeight(): number {
  if (process.env.TARO_ENV === 'h5') return 0
  try { return Taro.getSystemInfoSync().statusBarHeight || 20 } catch { return 20 }
}

/**
 * The custom navigation bar of pages with `navigationStyle: 'custom'` (spec §2): back (or home when the page
 * was opened directly) and the title.
 */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }) {
  const back = () => {
    if (onBack) { onBack(); return }
    if (Taro.getCurrentPages().length > 1) Taro.navigateBack().catch(() => navigate(Routes.meditationHome, 'relaunch'))
    else navigate(Routes.meditationHome, 'relaunch')
  }
  return (
    <View className='nav-bar' style={{ paddingTop: `${statusBarHeight()}px` }}>
      <View className='nav-bar__inner'>
        <Text className='nav-bar__back' role='button' aria-label={t('common.back')} onClick={back}>‹</Text>
        <Text className='nav-bar__title' role='heading' aria-level={1}>{title}</Text>
        <View className='nav-bar__side' />
      </View>
    </View>
  )
}
