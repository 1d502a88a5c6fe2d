import { View, Text, Button } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
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
import { Routes } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import { isEmail, isPhone } from '../../utils/validators'
import type { MallBindingDTO } from '../../protocol/mall'
import './mall.scss'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/mall'
import '../../services/api/mall'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../utils/constants'

const NOT_BOUND: MallBindingDTO = { bound: false, mall_user_id: null, account: null }

/** The mall account's address as typed: an e-mail, or a mobile number (digits, spaces and dashes). */
export function mallAccountError(account: string): string {
  const a = account.trim()
  if (!a) return t('mall.accountInvalid')
  const ok = a.includes('@') ? isEmail(a) : isPhone(a.replace(/[\s-]/g, ''))
  return ok ? '' : t('mall.accountInvalid')
}

/**
 * Binds the partner mall's account: the mall sends its own login code to the account's address, and the code
 * confirms the binding. Already bound: the account, the way to the shop, and unbinding.
 */
function MallBinding() {
  const root = useStores()
  const { deps, user } = root
  const api = deps.api.mall
  const binding = useRemote(
    () => (user.isLoggedIn ? api.binding() : Promise.resolve(NOT_BOUND)),
    [user.isLoggedIn, getLocale()]
  )
  useDidShow(() => {
    void binding.reload()
  })
  const [account, setAccount] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const sender = useCodeSender(
    () => api.sendCode({ account: account.trim() }),
    () => mallAccountError(account),
    setError,
    () => deps.toast(t('login.codeSent'))
  )
  const submit = useSubmit(setError)

  const bind = () =>
    submit.run(
      () => mallAccountError(account) || check.code(code),
      async () => {
        await api.bind({ account: account.trim(), code: code.trim() })
        deps.toast(t('mall.boundToast'))
        navigate(Routes.mineMiniStore, 'redirect')
      }
    )

  const unbind = async () => {
    const answer = await Taro.showModal({
      title: t('mall.unbind'),
      content: t('mall.unbindConfirm'),
      confirmText: t('mall.unbind'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR,
      cancelText: t('mall.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    try {
      await api.unbind()
      deps.toast(t('mall.unbound'))
      void binding.reload()
    } catch (e) {
      deps.toast(errorText(e))
    }
  }

  if (!user.isLoggedIn) {
    return (
      <AppPage className='mall-page'>
        <NavBar title={t('mall.bindTitle')} />
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('mall.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('mall.login')}
          </Button>
        </View>
      </AppPage>
    )
  }

  const b = binding.data
  return (
    <AppPage className='mall-page'>
      <NavBar title={t('mall.bindTitle')} />
      <StateView remote={binding}>
        {b?.bound ? (
          <View className='mall-explain'>
            <Text className='mall-explain__title' role='heading' aria-level={1}>
              {t('mall.bound')}
            </Text>
            <Text className='mall-explain__text mall-bound-account'>
              {t('mall.boundAs', { account: b.account ?? '' })}
            </Text>
            <Button className='mall-button mall-button--primary' onClick={() => navigate(Routes.mineMiniStore)}>
              {t('mall.goStore')}
            </Button>
            <Button className='mall-button' onClick={() => void unbind()}>
              {t('mall.unbind')}
            </Button>
          </View>
        ) : (
          <View className='auth-page__body mall-form'>
            <Text className='mall-explain__text'>{t('mall.how')}</Text>
            <Field
              name='account'
              label={t('mall.account')}
              value={account}
              placeholder={t('mall.accountPlaceholder')}
              maxlength={254}
              onInput={setAccount}
            />
            <CodeField value={code} onInput={setCode} sender={sender} />
            <Text className='mall-form__hint'>{t('mall.codeHint')}</Text>
            <FormError text={error} />
            <SubmitButton busy={submit.busy} label={t('mall.submit')} onClick={bind} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(MallBinding)
