import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes } from '../../../navigation/routes'
import '../../../components/AuthForm/index.scss'

/** Account management: password, mobile, bindings, switching and deleting the account. */
function AccountManagementPage() {
  const root = useStores()
  const { user } = root
  useNavTitle(t('mine.accountManagement'))
  useEffect(() => {
    if (!user.isLoggedIn) root.loginPanel.open(Routes.mineAccountManagement)
    else void user.fetchProfile()
  }, [root, user])
  const u = user.user
  const state = !user.isLoggedIn ? 'empty' : u ? 'ready' : user.profileState === 'error' ? 'error' : 'loading'

  const rows = u
    ? [
        u.has_password
          ? { key: 'password', title: t('mine.changePassword'), value: '', onTap: () => navigate(Routes.editPwd) }
          : {
              key: 'password',
              title: t('mine.setPassword'),
              value: t('mine.notSet'),
              onTap: () => navigate(Routes.loginSetPassword)
            },
        u.mobile
          ? {
              key: 'mobile',
              title: t('mine.changeMobile'),
              value: `+${u.nationcode || '86'} ${u.mobile}`,
              onTap: () => navigate(Routes.mineChangeMobile)
            }
          : {
              key: 'mobile',
              title: t('mine.bindMobile'),
              value: t('mine.notBound'),
              onTap: () => navigate(Routes.loginBindPhone)
            },
        { key: 'bindings', title: t('mine.bindList'), value: '', onTap: () => navigate(Routes.mineBindList) },
        { key: 'switch', title: t('mine.switchAccount'), value: '', onTap: () => navigate(Routes.mineSwitchAccount) }
      ]
    : []

  return (
    <AppPage className='account-management-page'>
      <NavBar title={t('common.titles.accountManagement')} />
      <StateView state={state} emptyText={t('mine.loginFirst')} onRetry={() => void user.fetchProfile()}>
        <View className='auth-card'>
          {rows.map((r) => (
            <View key={r.key} className={`auth-card__row account-row--${r.key}`} role='link' onClick={r.onTap}>
              <Text className='auth-card__title'>{r.title}</Text>
              {r.value && <Text className='auth-card__value'>{r.value}</Text>}
              <Text className='auth-card__arrow' aria-hidden>
                ›
              </Text>
            </View>
          ))}
        </View>
        <View className='auth-card'>
          <View
            className='auth-card__row account-row--delete'
            role='link'
            onClick={() => navigate(Routes.loginSignOut)}
          >
            <Text className='auth-card__title' style={{ color: '#c0392b' }}>
              {t('mine.deleteAccount')}
            </Text>
            <Text className='auth-card__arrow' aria-hidden>
              ›
            </Text>
          </View>
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(AccountManagementPage)
