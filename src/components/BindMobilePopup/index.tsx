import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { isPhone } from '../../utils/validators'
import { DEFAULT_NATION_CODE } from '../../utils/constants'
import { useCountdown } from '../../utils/useCountdown'
import { isApiError } from '../../services/http'
import '../LoginPanel/index.scss'

/** The bind-mobile popup opened by a 5001 response (spec §8): phone + SMS code (action BINDPHONE). */
function BindMobilePopup() {
  const root = useStores()
  const panel = root.loginPanel
  const [nationcode, setNationcode] = useState(DEFAULT_NATION_CODE)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const countdown = useCountdown()

  if (!panel.bindMobileVisible) return null
  const message = (e: unknown) => (isApiError(e) ? e.serverMsg || t(e.messageKey) : t('errors.unknown'))

  const send = async () => {
    if (!isPhone(mobile)) { setError(t('validation.phone')); return }
    setError('')
    try {
      await root.deps.api.user.sendSmsCode(mobile.trim(), nationcode.trim() || DEFAULT_NATION_CODE, 'BINDPHONE')
      countdown.start(60)
      root.deps.toast(t('login.codeSent'))
    } catch (e) { setError(message(e)) }
  }

  const submit = async () => {
    if (!isPhone(mobile)) { setError(t('validation.phone')); return }
    if (!/^\d{4,8}$/.test(code.trim())) { setError(t('validation.code')); return }
    setError('')
    panel.setBinding(true)
    try {
      await root.deps.api.user.bindMobile(mobile.trim(), nationcode.trim() || DEFAULT_NATION_CODE, code.trim())
      await root.user.fetchProfile()
      panel.closeBindMobile()
      root.deps.toast(t('login.bindSuccess'))
    } catch (e) {
      setError(message(e))
      panel.setBinding(false)
    }
  }

  return (
    <View className='login-panel bind-mobile' role='dialog' aria-modal='true' aria-label={t('login.bindTitle')}>
      <View className='login-panel__mask' onClick={() => panel.closeBindMobile()} />
      <View className='login-panel__sheet'>
        <View className='login-panel__head'>
          <Text className='login-panel__title'>{t('login.bindTitle')}</Text>
          <Text className='login-panel__close' role='button' aria-label={t('common.close')} onClick={() => panel.closeBindMobile()}>×</Text>
        </View>
        <Text className='login-panel__subtitle'>{t('login.bindSubtitle')}</Text>
        <View className='login-panel__field'>
          <Text>+</Text>
          <Input className='login-panel__input' style={{ flex: '0 0 90px' }} type='number' maxlength={4} value={nationcode}
            aria-label={t('login.nationCode')} onInput={(e) => setNationcode(e.detail.value)} />
          <Input className='login-panel__input' type='number' maxlength={12} value={mobile} placeholder={t('login.phonePlaceholder')}
            aria-label={t('login.phone')} onInput={(e) => setMobile(e.detail.value)} />
        </View>
        <View className='login-panel__field'>
          <Input className='login-panel__input' type='number' maxlength={8} value={code} placeholder={t('login.codePlaceholder')}
            aria-label={t('login.code')} onInput={(e) => setCode(e.detail.value)} />
          <Button className='login-panel__send' disabled={countdown.left > 0} onClick={send}>
            {countdown.left > 0 ? t('login.resendIn', { count: countdown.left }) : t('login.sendCode')}
          </Button>
        </View>
        {error && <Text className='login-panel__error' role='alert'>{error}</Text>}
        <Button className='login-panel__submit' disabled={panel.isBindingMobile} onClick={submit}>{t('login.bindSubmit')}</Button>
      </View>
    </View>
  )
}

export default observer(BindMobilePopup)
