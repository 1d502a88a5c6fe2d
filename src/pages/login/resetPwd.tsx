import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import {
  CodeField,
  Field,
  FormError,
  NewPasswordFields,
  SubmitButton,
  check,
  useCodeSender,
  useSubmit
} from '../../components/AuthForm'
import '../../i18n/zh-Hant/login'

/**
 * Reset the password by email (spec §5 tip: enter a correct email; a reset mail is sent if an account exists):
 * code with action RESET, then the new password twice → POST /v3/user/password/reset (every session ends).
 */
function ResetPasswordPage() {
  const root = useStores()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  const sender = useCodeSender(
    () => root.deps.api.user.sendEmailCode(email.trim(), 'RESET'),
    () => check.email(email),
    setError,
    () => setSent(true)
  )
  const submit = useSubmit(setError)

  const go = () =>
    submit.run(
      () => check.email(email) || check.code(code) || check.password(password) || check.passwordAgain(password, again),
      async () => {
        await root.deps.api.user.resetPassword({ email: email.trim(), code: code.trim(), password })
        // the reset revoked every token, this device's too
        if (root.user.isLoggedIn) root.user.clearLocalSession()
        root.deps.toast(t('login.resetDone'))
        navigate(Routes.login, 'redirect')
      }
    )

  return (
    <LoginShell title={t('login.resetTitle')} subtitle={t('login.resetTip')} className='login-reset'>
      <Field
        name='email'
        label={t('login.email')}
        value={email}
        placeholder={t('login.emailPlaceholder')}
        maxlength={254}
        onInput={setEmail}
      />
      <CodeField value={code} onInput={setCode} sender={sender} />
      {sent && (
        <Text className='auth-ok' role='status'>
          {t('login.resetSent')}
        </Text>
      )}
      <NewPasswordFields
        label={t('login.newPassword')}
        password={password}
        again={again}
        onPassword={setPassword}
        onAgain={setAgain}
      />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={t('login.resetSubmit')} onClick={go} />
    </LoginShell>
  )
}

export default observer(ResetPasswordPage)
