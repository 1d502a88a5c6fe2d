import { View } from '@tarojs/components'
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
  FormLinks,
  NewPasswordFields,
  SubmitButton,
  check,
  useCodeSender,
  useSubmit
} from '../../components/AuthForm'
import { useFinishLogin } from '../../components/AuthForm/forms'
import { displayLength } from '../../utils/validators'
import { useLoginQuery } from './shared'
import '../../i18n/zh-Hant/login'
import PolicyLinks from '../../components/PolicyLinks'

/** Server rule: nickname 1–32 characters; we count non-ASCII as two (spec §5) so it also fits the profile card. */
const NICKNAME_MAX = 32

/**
 * Register with an email code: email → code (action REGISTER) → nickname, password twice. The code login
 * creates the account and sets the password (POST /v3/abroad/email/login with `password`).
 */
function RegisterPage() {
  useLoginQuery()
  const root = useStores()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [nickname, setNickname] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState('')
  const sender = useCodeSender(
    () => root.deps.api.user.sendEmailCode(email.trim(), 'REGISTER'),
    () => check.email(email),
    setError,
    () => root.deps.toast(t('login.codeSent'))
  )
  const submit = useSubmit(setError)
  const finish = useFinishLogin(Routes.mineHome)

  const go = () =>
    submit.run(
      () =>
        check.email(email) ||
        check.code(code) ||
        (displayLength(nickname.trim()) > NICKNAME_MAX ? t('validation.tooLong', { max: NICKNAME_MAX }) : '') ||
        check.password(password) ||
        check.passwordAgain(password, again),
      async () => {
        const res = await root.deps.api.user.emailLogin({
          email: email.trim(),
          code: code.trim(),
          password,
          ...(nickname.trim() ? { nickname: nickname.trim() } : {})
        })
        await finish(res, 'email')
      }
    )

  return (
    <LoginShell title={t('login.register')} subtitle={t('login.registerSubtitle')} className='login-register'>
      <Field
        name='email'
        label={t('login.email')}
        value={email}
        placeholder={t('login.emailPlaceholder')}
        maxlength={254}
        onInput={setEmail}
      />
      <CodeField value={code} onInput={setCode} sender={sender} />
      <Field
        name='nickname'
        label={t('login.nickname')}
        value={nickname}
        placeholder={t('login.nicknamePlaceholder')}
        maxlength={32}
        onInput={setNickname}
      />
      <NewPasswordFields
        label={t('login.password')}
        password={password}
        again={again}
        onPassword={setPassword}
        onAgain={setAgain}
      />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={t('login.registerSubmit')} onClick={go} />
      <View className='auth-page__note'>
        <PolicyLinks context='register' />
      </View>
      <FormLinks
        links={[{ key: 'login', label: t('login.haveAccount'), onTap: () => navigate(Routes.login, 'redirect') }]}
      />
    </LoginShell>
  )
}

export default observer(RegisterPage)
