import { View, Text, Button } from '@tarojs/components'
import { setNavigationBarTitle } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../components/AppPage'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './notFound.scss'

/** Where an unknown route lands (app.ts usePageNotFound): says so, and leads home. */
function NotFound() {
  const locale = getLocale()
  useEffect(() => { void setNavigationBarTitle({ title: t('app.notFound.title') }).catch(() => {}) }, [locale])
  return (
    <AppPage className='not-found-page'>
      <View className='not-found' role='alert'>
        <Text className='not-found__code' aria-hidden>404</Text>
        <Text className='not-found__title' role='heading' aria-level={1}>{t('app.notFound.title')}</Text>
        <Text className='not-found__message'>{t('app.notFound.message')}</Text>
        <Button className='not-found__home' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>{t('app.notFound.home')}</Button>
      </View>
    </AppPage>
  )
}

export default observer(NotFound)
