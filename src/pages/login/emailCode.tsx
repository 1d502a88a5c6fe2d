import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormLinks } from '../../components/AuthForm'
import { EmailCodeLoginForm } from '../../components/AuthForm/forms'
import { useLoginQuery } from './shared'
import '../../i18n/zh-Hant/login'

/** Email + one-time code login; a new address becomes an account. */
function EmailCodeLoginPage() {
  useLoginQuery()
  return (
    <LoginShell title={t('login.codeLogin')} subtitle={t('login.codeLoginHint')} className='login-email-code'>
      <EmailCodeLoginForm fallback={Routes.mineHome} />
      <FormLinks
        links={[
          { key: 'password', label: t('login.passwordLogin'), onTap: () => navigate(Routes.login, 'redirect') },
          { key: 'phone', label: t('login.phoneLogin'), onTap: () => navigate(Routes.loginPhone, 'redirect') }
        ]}
      />
    </LoginShell>
  )
}

export default observer(EmailCodeLoginPage)
