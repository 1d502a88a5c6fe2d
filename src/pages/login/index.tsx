import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormLinks } from '../../components/AuthForm'
import { PasswordLoginForm } from '../../components/AuthForm/forms'
import WebLoginButtons from '../../components/AuthForm/WebLogin'
import { wechatLoginAvailable } from '../../services/wechat'
import { useLoginQuery } from './shared'
import '../../i18n/zh-Hant/login'

/** Password login (email or mobile + password), with the other ways in. */
function PasswordLoginPage() {
  useLoginQuery()
  const links = [
    { key: 'email-code', label: t('login.codeLogin'), onTap: () => navigate(Routes.loginEmailCode) },
    { key: 'phone', label: t('login.phoneLogin'), onTap: () => navigate(Routes.loginPhone) },
    { key: 'register', label: t('login.register'), onTap: () => navigate(Routes.loginRegister) },
    { key: 'reset', label: t('login.forgotPassword'), onTap: () => navigate(Routes.loginResetPwd) }
  ]
  if (wechatLoginAvailable)
    links.unshift({ key: 'wechat', label: t('login.wechatLogin'), onTap: () => navigate(Routes.loginMiniapp) })
  return (
    <LoginShell title={t('login.passwordLogin')} subtitle={t('login.passwordSubtitle')} className='login-password'>
      <PasswordLoginForm fallback={Routes.mineHome} />
      <WebLoginButtons back={Routes.mineHome} />
      <FormLinks links={links} />
    </LoginShell>
  )
}

export default observer(PasswordLoginPage)
