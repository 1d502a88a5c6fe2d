import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormLinks } from '../../components/AuthForm'
import { MobileCodeForm, useFinishLogin } from '../../components/AuthForm/forms'
import { useLoginQuery } from './shared'
import '../../i18n/zh-Hant/login'

/** Mobile number (nation-code picker, default 86; 6–12 digits) + SMS code login. */
function PhoneLoginPage() {
  useLoginQuery()
  const root = useStores()
  const finish = useFinishLogin(Routes.mineHome)
  return (
    <LoginShell title={t('login.phoneLogin')} subtitle={t('login.phoneSubtitle')} className='login-phone'>
      <MobileCodeForm
        action='LOGIN'
        submitLabel={t('login.submit')}
        onSubmit={async (body) => {
          const res = await root.deps.api.user.mobileLogin(body)
          await finish(res, 'mobile')
        }}
      />
      <FormLinks
        links={[
          { key: 'password', label: t('login.passwordLogin'), onTap: () => navigate(Routes.login, 'redirect') },
          { key: 'email-code', label: t('login.codeLogin'), onTap: () => navigate(Routes.loginEmailCode, 'redirect') }
        ]}
      />
    </LoginShell>
  )
}

export default observer(PhoneLoginPage)
