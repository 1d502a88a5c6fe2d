import { observer } from 'mobx-react'
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate, navigateBack } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormLinks } from '../../components/AuthForm'
import { PasswordForm } from '../../components/AuthForm/forms'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import '../../i18n/zh-Hant/login'

/** Change password (spec §2: titled change password): current password, the new one twice. */
function EditPasswordPage() {
  const root = useStores()
  useNavTitle(t('login.changePassword'))
  useEffect(() => {
    if (!root.user.isLoggedIn) root.loginPanel.open(Routes.editPwd)
  }, [root])
  const done = () => (Taro.getCurrentPages().length > 1 ? navigateBack() : navigate(Routes.mineSetting, 'redirect'))
  return (
    <LoginShell
      nav={false}
      title={t('login.changePassword')}
      subtitle={t('login.changePasswordSubtitle')}
      className='edit-pwd'
    >
      {root.user.isLoggedIn && <PasswordForm onDone={done} />}
      <FormLinks
        links={[{ key: 'reset', label: t('login.forgotPassword'), onTap: () => navigate(Routes.loginResetPwd) }]}
      />
    </LoginShell>
  )
}

export default observer(EditPasswordPage)
