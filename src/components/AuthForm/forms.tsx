/**
 * Whole forms used in more than one place: password login and email-code login (login pages, the login panel,
 * add account), the mobile + SMS code form (phone login, bind phone, change mobile, the bind-mobile popup) and
 * the password form (set password, change password).
 */
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import type { LoginType } from '../../stores/UserStore'
import type { LoginResult, MobileCodeAction } from '../../protocol/user'
import { DEFAULT_NATION_CODE } from '../../utils/constants'
import {
  CodeField,
  Field,
  FormError,
  NewPasswordFields,
  PhoneField,
  SubmitButton,
  check,
  looksLikeEmail,
  useCodeSender,
  useSubmit
} from '.'
import '../../i18n/zh-Hant/login'

/** Spec §4 "after login", for every login form: token → user + member info → invite → saved redirect. */
export function useFinishLogin(fallback?: string) {
  const root = useStores()
  return async (res: LoginResult, type: LoginType, to: string | undefined = fallback) => {
    await root.user.completeLogin(res.token, { fallback: to, type })
    root.deps.toast(res.is_new ? t('login.registered') : t('login.success'))
  }
}

/** Email or mobile + password (POST /v3/user/password/login). */
export const PasswordLoginForm = observer(function PasswordLoginForm({
  fallback,
  onDone
}: {
  fallback?: string
  onDone?: () => void
}) {
  const root = useStores()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const submit = useSubmit(setError)
  const finish = useFinishLogin(fallback)
  const nation = root.loginPanel.nationCode
  const isPhone = !!account.trim() && !looksLikeEmail(account)

  const onSubmit = () =>
    submit.run(
      () => check.account(account) || (password ? '' : t('validation.passwordEmpty')),
      async () => {
        const acc = account.trim()
        const res = await root.deps.api.user.passwordLogin(
          looksLikeEmail(acc)
            ? { account: acc.toLowerCase(), password }
            : { account: acc, password, nationcode: nation }
        )
        await finish(res, 'password')
        onDone?.()
      }
    )

  return (
    <View className='auth-form auth-form--password'>
      <Field
        name='account'
        label={t('login.account')}
        value={account}
        placeholder={t('login.accountPlaceholder')}
        onInput={setAccount}
      >
        {isPhone && (
          <Text className='auth-field__nation auth-field__nation--end' aria-hidden>
            +{nation}
          </Text>
        )}
      </Field>
      <Field
        name='password'
        label={t('login.password')}
        value={password}
        password
        placeholder={t('login.passwordPlaceholder')}
        maxlength={64}
        onInput={setPassword}
      />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={t('login.submit')} busyLabel={t('login.submitting')} onClick={onSubmit} />
    </View>
  )
})

/** Email + one-time code (POST /v3/abroad/email/send, /v3/abroad/email/login); also registers. */
export const EmailCodeLoginForm = observer(function EmailCodeLoginForm({
  fallback,
  onDone,
  className
}: {
  fallback?: string
  onDone?: () => void
  className?: string
}) {
  const root = useStores()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const sender = useCodeSender(
    () => root.deps.api.user.sendEmailCode(email.trim(), 'LOGIN'),
    () => check.email(email),
    setError,
    () => root.deps.toast(t('login.codeSent'))
  )
  const submit = useSubmit(setError)
  const finish = useFinishLogin(fallback)
  const onSubmit = () =>
    submit.run(
      () => check.email(email) || check.code(code),
      async () => {
        const res = await root.deps.api.user.emailLogin({ email: email.trim(), code: code.trim() })
        setCode('')
        await finish(res, 'email')
        onDone?.()
      }
    )
  return (
    <View className={`auth-form auth-form--email${className ? ` ${className}` : ''}`}>
      <Field
        name='email'
        label={t('login.email')}
        value={email}
        placeholder={t('login.emailPlaceholder')}
        maxlength={254}
        onInput={setEmail}
      />
      <CodeField value={code} onInput={setCode} sender={sender} />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={t('login.submit')} busyLabel={t('login.submitting')} onClick={onSubmit} />
    </View>
  )
})

/**
 * Mobile (with nation code) + SMS code (POST /v2/users/code with `action`), then `onSubmit`. Used for phone
 * login (LOGIN), bind phone (BINDPHONE, spec §3) and change mobile (CHANGE).
 */
export const MobileCodeForm = observer(function MobileCodeForm({
  action,
  submitLabel,
  onSubmit,
  nationCode
}: {
  action: MobileCodeAction
  submitLabel: string
  onSubmit(body: { mobile: string; nationcode: string; code: string }): Promise<unknown>
  /** Override the picker's code (the bind popup has no picker page under it). */
  nationCode?: string
}) {
  const root = useStores()
  const nation = nationCode || root.loginPanel.nationCode || DEFAULT_NATION_CODE
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const sender = useCodeSender(
    () => root.deps.api.user.sendSmsCode(mobile.trim(), nation, action),
    () => check.phone(mobile),
    setError,
    () => root.deps.toast(t('login.codeSent'))
  )
  const submit = useSubmit(setError)
  const go = () =>
    submit.run(
      () => check.phone(mobile) || check.code(code),
      () => onSubmit({ mobile: mobile.trim(), nationcode: nation, code: code.trim() })
    )
  return (
    <View className='auth-form auth-form--mobile'>
      <PhoneField nationCode={nation} value={mobile} onInput={setMobile} />
      <CodeField value={code} onInput={setCode} sender={sender} />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={submitLabel} onClick={go} />
    </View>
  )
})

/**
 * Set a password (none yet) or change it (`old_password` required when one is set): POST /v3/user/password/update.
 * The password is entered twice (spec §5).
 */
export const PasswordForm = observer(function PasswordForm({ onDone }: { onDone(): void }) {
  const root = useStores()
  const hasPassword = !!root.user.user?.has_password
  const [oldPassword, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState('')
  const submit = useSubmit(setError)
  const go = () =>
    submit.run(
      () =>
        (hasPassword && !oldPassword ? t('validation.oldPassword') : '') ||
        check.password(password) ||
        check.passwordAgain(password, again),
      async () => {
        await root.deps.api.user.updatePassword(hasPassword ? { old_password: oldPassword, password } : { password })
        await root.user.fetchProfile()
        root.deps.toast(t('login.passwordSaved'))
        onDone()
      }
    )
  return (
    <View className='auth-form auth-form--set-password'>
      {hasPassword && (
        <Field
          name='old-password'
          label={t('login.oldPassword')}
          value={oldPassword}
          password
          maxlength={64}
          placeholder={t('login.oldPasswordPlaceholder')}
          onInput={setOld}
        />
      )}
      <NewPasswordFields
        name='new-password'
        label={t('login.newPassword')}
        password={password}
        again={again}
        onPassword={setPassword}
        onAgain={setAgain}
      />
      <FormError text={error} />
      <SubmitButton busy={submit.busy} label={t('login.save')} onClick={go} />
    </View>
  )
})
