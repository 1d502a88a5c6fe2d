import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { isEmail } from '../../utils/validators'
import { useCountdown } from '../../utils/useCountdown'
import { isApiError } from '../../services/http'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import './index.scss'

/**
 * The global login panel (spec §8: a 1100 response opens it; a successful login closes it and goes back to the
 * saved route). Email + one-time code, with links to the other login pages.
 */
function LoginPanel() {
  const root = useStores()
  const panel = root.loginPanel
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const countdown = useCountdown()

  if (!panel.visible) return null

  const message = (e: unknown) => (isApiError(e) ? e.serverMsg || t(e.messageKey) : t('errors.unknown'))

  const sendCode = async () => {
    if (!isEmail(email)) { setError(t('validation.email')); return }
    setError('')
    setSending(true)
    try {
      await root.deps.api.user.sendEmailCode(email.trim(), 'LOGIN')
      countdown.start(60)
      root.deps.toast(t('login.codeSent'))
    } catch (e) {
      setError(message(e))
    } finally {
      setSending(false)
    }
  }

  const submit = async () => {
    if (!isEmail(email)) { setError(t('validation.email')); return }
    if (!/^\d{4,8}$/.test(code.trim())) { setError(t('validation.code')); return }
    setError('')
    setSubmitting(true)
    try {
      const res = await root.deps.api.user.emailLogin(email.trim(), code.trim())
      await root.user.completeLogin(res.token)
      root.deps.toast(t('login.success'))
      setCode('')
    } catch (e) {
      setError(message(e))
    } finally {
      setSubmitting(false)
    }
  }

  const goOther = (url: string) => {
    panel.close()
    navigate(url)
  }

  return (
    <View className='login-panel' role='dialog' aria-modal='true' aria-label={t('login.panelTitle')}>
      <View className='login-panel__mask' onClick={() => panel.close()} />
      <View className='login-panel__sheet'>
        <View className='login-panel__head'>
          <Text className='login-panel__title'>{t('login.panelTitle')}</Text>
          <Text className='login-panel__close' role='button' aria-label={t('common.close')} onClick={() => panel.close()}>×</Text>
        </View>
        <Text className='login-panel__subtitle'>{t('login.panelSubtitle')}</Text>
        <View className='login-panel__field'>
          <Input
            className='login-panel__input login-panel__email'
            type='text'
            value={email}
            placeholder={t('login.emailPlaceholder')}
            aria-label={t('login.email')}
            onInput={(e) => setEmail(e.detail.value)}
          />
        </View>
        <View className='login-panel__field login-panel__field--code'>
          <Input
            className='login-panel__input login-panel__code'
            type='number'
            maxlength={8}
            value={code}
            placeholder={t('login.codePlaceholder')}
            aria-label={t('login.code')}
            onInput={(e) => setCode(e.detail.value)}
          />
          <Button
            className='login-panel__send'
            disabled={sending || countdown.left > 0}
            onClick={sendCode}
          >
            {countdown.left > 0 ? t('login.resendIn', { count: countdown.left }) : t('login.sendCode')}
          </Button>
        </View>
        {error && <Text className='login-panel__error' role='alert'>{error}</Text>}
        <Button className='login-panel__submit' disabled={submitting} onClick={submit}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <View className='login-panel__others'>
          <Text className='login-panel__others-title'>{t('login.otherMethods')}</Text>
          <View className='login-panel__links'>
            <Text className='login-panel__link' role='link' onClick={() => goOther(Routes.login)}>{t('login.passwordLogin')}</Text>
            <Text className='login-panel__link' role='link' onClick={() => goOther(Routes.loginPhone)}>{t('login.phoneLogin')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

export default observer(LoginPanel)
