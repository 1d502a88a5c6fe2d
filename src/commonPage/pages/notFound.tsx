import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { t } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './notFound.scss'

/** Where an unknown route lands (app.ts usePageNotFound): says so, and leads home. */
function NotFound() {
  return (
    <AppPage className='not-found-page'>
      <NavBar title={t('app.notFound.title')} />
      <View className='not-found' role='alert'>
        <Text className='not-found__code' aria-hidden>
          404
        </Text>
        <Text className='not-found__title' role='heading' aria-level={1}>
          {t('app.notFound.title')}
        </Text>
        <Text className='not-found__message'>{t('app.notFound.message')}</Text>
        <Button className='not-found__home' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
          {t('app.notFound.home')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(NotFound)
