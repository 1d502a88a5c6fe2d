import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import {
  CodeField,
  Field,
  FormError,
  SubmitButton,
  check,
  errorText,
  useCodeSender,
  useSubmit
} from '../../components/AuthForm'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import type { WebLoginVia } from '../../services/webLogin'
import { startWebLogin } from '../../components/AuthForm/WebLogin'
import { wechatLoginAvailable, wechatLoginCode } from '../../services/wechat'
import { Routes } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import type { LoginMethodsDTO, UnbindBody, UserBindingDTO } from '../../protocol/user'
import './bindList.scss'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/mine'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../utils/constants'

type Kind = UnbindBody['type']

/** The identities bound to the account (GET /v3/get/user/binding): bind an email or mobile, unbind one. */
function BindListPage() {
  const root = useStores()
  const api = root.deps.api.user
  useNavTitle(t('mine.bindList'))
  const remote = useRemote(() => api.bindings(), [root.user.token, getLocale()])
  useDidShow(() => {
    void remote.reload()
  })
  const [bindingEmail, setBindingEmail] = useState(false)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const sender = useCodeSender(
    () => api.sendEmailCode(email.trim(), 'BIND'),
    () => check.email(email),
    setError,
    () => root.deps.toast(t('login.codeSent'))
  )
  const submit = useSubmit(setError)

  const unbind = async (kind: Kind) => {
    const answer = await Taro.showModal({
      title: t('mine.unbind'),
      content: t('mine.unbindConfirm', { what: t(`mine.bind_${kind}`) }),
      confirmText: t('mine.unbind'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR,
      cancelText: t('mine.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    try {
      await api.unbind(kind)
      await root.user.fetchProfile()
      root.deps.toast(t('mine.unbound'))
      void remote.reload()
    } catch (e) {
      root.deps.toast(errorText(e))
    }
  }

  const bindEmail = () =>
    submit.run(
      () => check.email(email) || check.code(code),
      async () => {
        await api.bindEmail({ email: email.trim(), code: code.trim() })
        await root.user.fetchProfile()
        root.deps.toast(t('login.bindSuccess'))
        setBindingEmail(false)
        setCode('')
        void remote.reload()
      }
    )

  // LINE and Facebook on the web app, through the provider's page (services/webLogin.ts); WeChat in the
  // mini-program with its login code
  const methods = useRemote(
    () =>
      process.env.TARO_ENV === 'h5'
        ? api.loginMethods()
        : Promise.resolve<LoginMethodsDTO>({ line: false, facebook: false }),
    [getLocale()]
  )
  const web = methods.data
  const bindWeb = async (via: WebLoginVia) => {
    try {
      await startWebLogin(api, { via, back: Routes.mineBindList, purpose: 'bind' })
    } catch (e) {
      root.deps.toast(errorText(e))
    }
  }
  const bindWechat = async () => {
    try {
      const code = await wechatLoginCode()
      if (!code) {
        root.deps.toast(t('login.wechatFailed'))
        return
      }
      await api.thirdBind('wechat', code)
      await root.user.fetchProfile()
      root.deps.toast(t('login.bindSuccess'))
      void remote.reload()
    } catch (e) {
      root.deps.toast(errorText(e))
    }
  }

  if (!root.user.isLoggedIn) {
    return (
      <AppPage className='bind-list-page'>
        <NavBar title={t('common.titles.bindList')} />
        <StateView state='empty' emptyText={t('mine.loginFirst')} />
      </AppPage>
    )
  }

  const b: UserBindingDTO | null = remote.data
  const rows: { kind: Kind; value: string | null; bind?: () => void }[] = b
    ? [
        { kind: 'email', value: b.email, bind: () => setBindingEmail(true) },
        {
          kind: 'mobile',
          value: b.mobile ? `+${b.nationcode || '86'} ${b.mobile}` : null,
          bind: () => navigate(Routes.loginBindPhone)
        },
        {
          kind: 'wechat',
          value: b.wechat ? t('mine.bound') : null,
          ...(wechatLoginAvailable ? { bind: () => void bindWechat() } : {})
        },
        {
          kind: 'line',
          value: b.line ? t('mine.bound') : null,
          ...(web?.line ? { bind: () => void bindWeb('line') } : {})
        },
        {
          kind: 'facebook',
          value: b.facebook ? t('mine.bound') : null,
          ...(web?.facebook ? { bind: () => void bindWeb('facebook') } : {})
        }
      ]
    : []

  return (
    <AppPage className='bind-list-page'>
      <NavBar title={t('common.titles.bindList')} />
      <StateView remote={remote}>
        <View className='list-group' role='list'>
          {rows.map((r) => (
            <View key={r.kind} className={`list-row bind-row bind-row--${r.kind}`} role='listitem'>
              <Text className='list-row__title'>{t(`mine.bind_${r.kind}`)}</Text>
              <Text className='list-row__value'>{r.value || t('mine.notBound')}</Text>
              {r.value ? (
                <Text className='list-row__action' role='button' onClick={() => unbind(r.kind)}>
                  {t('mine.unbind')}
                </Text>
              ) : (
                r.bind && (
                  <Text className='list-row__action' role='button' onClick={r.bind}>
                    {t('mine.bind')}
                  </Text>
                )
              )}
            </View>
          ))}
        </View>
        <View className='list-row'>
          <Text className='auth-page__note'>{b?.has_password ? t('mine.passwordSet') : t('mine.passwordNotSet')}</Text>
        </View>
        {bindingEmail && (
          <View className='auth-page__body bind-email-form'>
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
            <SubmitButton busy={submit.busy} label={t('login.bindSubmit')} onClick={bindEmail} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(BindListPage)
