import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate, navigateBack } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import Taro from '@tarojs/taro'
import LoginShell from '../../components/AuthForm/LoginShell'
import { PasswordForm } from '../../components/AuthForm/forms'
import '../../i18n/zh-Hant/login'

/** Set a password (and enter it again) for an account made by a code login; changes it when one exists. */
function SetPasswordPage() {
  const root = useStores()
  useEffect(() => {
    if (!root.user.isLoggedIn) root.loginPanel.open(Routes.loginSetPassword)
  }, [root])
  const done = () => (Taro.getCurrentPages().length > 1 ? navigateBack() : navigate(Routes.mineHome))
  return (
    <LoginShell
      title={root.user.user?.has_password ? t('login.changePassword') : t('login.setPassword')}
      subtitle={t('login.setPasswordSubtitle')}
      className='login-set-password'
    >
      {root.user.isLoggedIn && <PasswordForm onDone={done} />}
    </LoginShell>
  )
}

export default observer(SetPasswordPage)
