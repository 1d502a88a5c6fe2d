import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { EmailCodeLoginForm, PasswordLoginForm } from '../../../components/AuthForm/forms'
import { FormLinks } from '../../../components/AuthForm'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes } from '../../../navigation/routes'
import './index.scss'
import '../../../i18n/zh-Hant/login'
import '../../../i18n/zh-Hant/mine'

type Mode = 'code' | 'password'

/**
 * Add another account to this device: the current one stays in the switch list (its token is kept), the new
 * login becomes current, then the switch list shows both.
 */
function AddAccountPage() {
  const root = useStores()
  const [mode, setMode] = useState<Mode>('password')
  useNavTitle(t('mine.addAccount'))
  // a phone number keeps its own page (the nation-code picker)
  const links = [{ key: 'phone', label: t('login.phoneLogin'), onTap: () => navigate(Routes.loginPhone) }]
  return (
    <AppPage className='auth-page add-account-page'>
      <NavBar title={t('common.titles.addAccount')} />
      <View className='auth-page__body'>
        <Text className='auth-page__subtitle'>
          {t('mine.addAccountHint', { name: root.user.user?.nickname || '' })}
        </Text>
        <View className='login-panel__tabs' role='tablist'>
          {(['password', 'code'] as Mode[]).map((m) => (
            <Text
              key={m}
              role='tab'
              aria-selected={mode === m}
              data-mode={m}
              className={`login-panel__tab${mode === m ? ' login-panel__tab--on' : ''}`}
              onClick={() => setMode(m)}
            >
              {m === 'code' ? t('login.codeLogin') : t('login.passwordLogin')}
            </Text>
          ))}
        </View>
        {mode === 'password' ? (
          <PasswordLoginForm fallback={Routes.mineSwitchAccount} />
        ) : (
          <EmailCodeLoginForm fallback={Routes.mineSwitchAccount} />
        )}
        <FormLinks links={links} />
      </View>
    </AppPage>
  )
}

export default observer(AddAccountPage)
