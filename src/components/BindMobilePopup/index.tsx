import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { MobileCodeForm } from '../AuthForm/forms'
import '../LoginPanel/index.scss'
import '../../i18n/zh-Hant/login'

/**
 * The bind-mobile popup opened by a 5001 response (spec §8): phone (nation-code picker, default 86) + SMS code
 * with action BINDPHONE (spec §3), then POST /v3/abroad/mobile/binding; the action that needed it is then retried.
 */
function BindMobilePopup() {
  const root = useStores()
  const panel = root.loginPanel
  if (!panel.bindMobileVisible) return null

  const bind = async (body: { mobile: string; nationcode: string; code: string }) => {
    panel.setBinding(true)
    try {
      await root.deps.api.user.bindMobile(body)
      await root.user.fetchProfile()
      // the call that answered 5001 is sent again (services/http) and completes the action
      panel.bindMobileDone()
      root.deps.toast(t('login.bindSuccess'))
    } finally {
      panel.setBinding(false)
    }
  }

  return (
    <View className='login-panel bind-mobile' role='dialog' aria-modal='true' aria-label={t('login.bindTitle')}>
      <View className='login-panel__mask' onClick={() => panel.closeBindMobile()} />
      <View className='login-panel__sheet login-panel__password'>
        <View className='login-panel__head'>
          <Text className='login-panel__title'>{t('login.bindTitle')}</Text>
          <Text
            className='login-panel__close'
            role='button'
            aria-label={t('common.close')}
            onClick={() => panel.closeBindMobile()}
          >
            ×
          </Text>
        </View>
        <Text className='login-panel__subtitle'>{t('login.bindSubtitle')}</Text>
        <MobileCodeForm action='BINDPHONE' submitLabel={t('login.bindSubmit')} onSubmit={bind} />
      </View>
    </View>
  )
}

export default observer(BindMobilePopup)
