import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { ListGroup, ListRow } from '../../components/ListRow'
import LanguageRow from '../../components/LanguageRow'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { APP_VERSION } from '../../utils/constants'
import './setting.scss'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/mine'

/** Settings: language (persists, spec §3), account pages, help, about and logout. */
function SettingPage() {
  const root = useStores()
  const { user, loginPanel } = root
  useNavTitle(t('mine.settings'))
  const needLogin = (url: string) => () => (user.isLoggedIn ? navigate(url) : loginPanel.open(url))

  const logout = async () => {
    const answer = await Taro.showModal({
      title: t('mine.logout'),
      content: t('mine.logoutConfirm'),
      confirmText: t('mine.logout'),
      cancelText: t('mine.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    await user.logout()
    root.deps.toast(t('login.logoutDone'))
    navigate(Routes.mineHome, 'relaunch')
  }

  const rows = [
    { key: 'info', title: t('mine.info'), onTap: needLogin(Routes.mineInfo) },
    { key: 'account', title: t('mine.accountManagement'), onTap: needLogin(Routes.mineAccountManagement) },
    { key: 'switch', title: t('mine.switchAccount'), onTap: () => navigate(Routes.mineSwitchAccount) },
    { key: 'help', title: t('mine.helpCenter'), onTap: () => navigate(Routes.mineHelpCenter) },
    { key: 'about', title: t('mine.about'), value: APP_VERSION, onTap: () => navigate(Routes.about) }
  ]

  return (
    <AppPage className='mine-setting-page'>
      <NavBar title={t('common.titles.setting')} />
      <ListGroup>
        <LanguageRow className='setting-lang' />
      </ListGroup>
      <ListGroup>
        {rows.map((r) => (
          <ListRow key={r.key} className={`setting-row--${r.key}`} title={r.title} value={r.value} onClick={r.onTap} />
        ))}
      </ListGroup>
      {user.isLoggedIn && (
        <View className='list-group'>
          <View className='list-row setting-logout' role='button' onClick={logout}>
            <Text className='setting-logout__text'>{t('mine.logout')}</Text>
          </View>
        </View>
      )}
    </AppPage>
  )
}

export default observer(SettingPage)
