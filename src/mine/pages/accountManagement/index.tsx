import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { ListGroup, ListRow } from '../../../components/ListRow'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes } from '../../../navigation/routes'
import './index.scss'
import '../../../i18n/zh-Hant/mine'

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
      <StateView
        state={user.profileLoadState}
        emptyText={t('mine.loginFirst')}
        onRetry={() => void user.fetchProfile()}
      >
        <ListGroup>
          {rows.map((r) => (
            <ListRow
              key={r.key}
              className={`account-row--${r.key}`}
              title={r.title}
              value={r.value}
              onClick={r.onTap}
            />
          ))}
        </ListGroup>
        <ListGroup>
          <ListRow
            className='account-row--delete'
            tone='danger'
            title={t('mine.deleteAccount')}
            onClick={() => navigate(Routes.loginSignOut)}
          />
        </ListGroup>
      </StateView>
    </AppPage>
  )
}

export default observer(AccountManagementPage)
