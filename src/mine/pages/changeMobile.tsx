import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { MobileCodeForm } from '../../components/AuthForm/forms'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate, navigateBack } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import './changeMobile.scss'
import '../../i18n/zh-Hant/mine'

/** Change the bound mobile: the new number's SMS code (action CHANGE), then PUT /v2/change_mobile. */
function ChangeMobilePage() {
  const root = useStores()
  const { user } = root
  useNavTitle(t('mine.changeMobile'))
  useEffect(() => {
    if (!user.isLoggedIn) root.loginPanel.open(Routes.mineChangeMobile)
  }, [root, user])
  const u = user.user
  return (
    <AppPage className='auth-page change-mobile-page'>
      <NavBar title={t('common.titles.changeMobile')} />
      <View className='auth-page__body'>
        <Text className='auth-page__note'>
          {u?.mobile
            ? t('mine.currentMobile', { mobile: `+${u.nationcode || '86'} ${u.mobile}` })
            : t('mine.noMobileYet')}
        </Text>
        <Text className='auth-page__note'>{t('mine.changeMobileHint')}</Text>
        {user.isLoggedIn && (
          <MobileCodeForm
            action='CHANGE'
            submitLabel={t('mine.changeMobileSubmit')}
            onSubmit={async (body) => {
              await root.deps.api.user.changeMobile(body)
              await user.fetchProfile()
              root.deps.toast(t('mine.mobileChanged'))
              if (Taro.getCurrentPages().length > 1) navigateBack()
              else navigate(Routes.mineAccountManagement, 'redirect')
            }}
          />
        )}
      </View>
    </AppPage>
  )
}

export default observer(ChangeMobilePage)
