import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { FormLinks, check, useCodeSender, useSubmit } from '../AuthForm'
import { PasswordLoginForm, useFinishLogin } from '../AuthForm/forms'
import WebLoginButtons from '../AuthForm/WebLogin'
import { currentRoute } from '../../services/http/route'
import './index.scss'
import '../../i18n/zh-Hant/login'

type Mode = 'code' | 'password'

/**
 * The global login panel (spec §8: a 1100 response opens it; a successful login closes it and goes back to the
 * saved route, spec §4). Email + one-time code (which also registers) or password, with links to the other
 * login pages.
 */
function LoginPanel() {
  const root = useStores()
  const panel = root.loginPanel
  const [mode, setMode] = useState<Mode>('code')
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
  const finish = useFinishLogin()

  if (!panel.visible) return null

  const onSubmit = () =>
    submit.run(
      () => check.email(email) || check.code(code),
      async () => {
        const res = await root.deps.api.user.emailLogin({ email: email.trim(), code: code.trim() })
        setCode('')
        await finish(res, 'email')
      }
    )

  const goOther = (url: string) => {
    panel.close()
    navigate(url)
  }
  const links = [
    { key: 'phone', label: t('login.phoneLogin'), onTap: () => goOther(Routes.loginPhone) },
    { key: 'register', label: t('login.register'), onTap: () => goOther(Routes.loginRegister) },
    { key: 'reset', label: t('login.forgotPassword'), onTap: () => goOther(Routes.loginResetPwd) }
  ]
  if (process.env.TARO_ENV === 'weapp')
    links.unshift({ key: 'wechat', label: t('login.wechatLogin'), onTap: () => goOther(Routes.loginMiniapp) })

  return (
    <View className='login-panel' role='dialog' aria-modal='true' aria-label={t('login.panelTitle')}>
      <View className='login-panel__mask' onClick={() => panel.close()} />
      <View className='login-panel__sheet'>
        <View className='login-panel__head'>
          <Text className='login-panel__title'>{t('login.panelTitle')}</Text>
          <Text
            className='login-panel__close'
            role='button'
            aria-label={t('common.close')}
            onClick={() => panel.close()}
          >
            ×
          </Text>
        </View>
        <Text className='login-panel__subtitle'>{t('login.panelSubtitle')}</Text>
        {/* own tabs, not AtTabs: AtTabs renders no tablist/tab roles nor aria-selected */}
        <View className='login-panel__tabs' role='tablist'>
          {(['code', 'password'] as Mode[]).map((m) => (
            <Text
              key={m}
              role='tab'
              aria-selected={mode === m}
              data-mode={m}
              className={`login-panel__tab${mode === m ? ' login-panel__tab--on' : ''}`}
              onClick={() => {
                setMode(m)
                setError('')
              }}
            >
              {m === 'code' ? t('login.codeLogin') : t('login.passwordLogin')}
            </Text>
          ))}
        </View>
        {mode === 'code' ? (
          <View>
            <View className='login-panel__field'>
              <Input
                className='login-panel__input login-panel__email'
                type='text'
                value={email}
                maxlength={254}
                placeholder={t('login.emailPlaceholder')}
                aria-label={t('login.email')}
                onInput={(e) => setEmail(e.detail.value)}
              />
            </View>
            <View className='login-panel__field login-panel__field--code'>
              <Input
                className='login-panel__input login-panel__code'
                type='number'
                maxlength={6}
                value={code}
                placeholder={t('login.codePlaceholder')}
                aria-label={t('login.code')}
                onInput={(e) => setCode(e.detail.value)}
              />
              <Button
                className='login-panel__send'
                disabled={sender.sending || sender.left > 0 || undefined}
                onClick={() => sender.trigger()}
              >
                {sender.left > 0
                  ? t('login.resendIn', { count: sender.left })
                  : sender.sending
                    ? t('login.sending')
                    : t('login.sendCode')}
              </Button>
            </View>
            {error && (
              <Text className='login-panel__error' role='alert'>
                {error}
              </Text>
            )}
            <Button className='login-panel__submit' disabled={submit.busy || undefined} onClick={onSubmit}>
              {submit.busy ? t('login.submitting') : t('login.submit')}
            </Button>
            <Text className='login-panel__hint'>{t('login.codeLoginHint')}</Text>
          </View>
        ) : (
          <View className='login-panel__password'>
            <PasswordLoginForm />
          </View>
        )}
        <WebLoginButtons back={currentRoute()} />
        <View className='login-panel__others'>
          <Text className='login-panel__others-title'>{t('login.otherMethods')}</Text>
          <FormLinks links={links} />
        </View>
      </View>
    </View>
  )
}

export default observer(LoginPanel)
