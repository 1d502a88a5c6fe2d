import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormError, errorText } from '../../components/AuthForm'
import { useFinishLogin } from '../../components/AuthForm/forms'
import { wechatLoginAvailable, wechatLoginCode } from '../../services/wechat'
import '../../i18n/zh-Hant/login'

/** Where each `state` of the 1200 hook (spec §8: it varies by monitor page) returns after the login. */
const STATE_TARGETS: Record<string, string> = {
  live: Routes.liveMonitor,
  blwlive: '/blwlive/pages/monitor',
  default: Routes.meditationHome
}

/**
 * The enterprise WeChat login target: a 1200 answer (the content belongs to an enterprise group) brings the user
 * here with `?state=`. It explains why, and offers the WeChat login (mini-program) or the account login; either
 * way the user comes back to the page the state names.
 */
function AuthPage() {
  const root = useStores()
  const state = (useRouter().params?.state as string) || 'default'
  const target = STATE_TARGETS[state] || STATE_TARGETS.default
  const finish = useFinishLogin(target)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const wechat = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const code = await wechatLoginCode()
      if (!code) throw new Error('no code')
      await finish(await root.deps.api.user.wechatLogin(code), 'enterprise')
    } catch (e) {
      setError(e instanceof Error && e.message === 'no code' ? t('login.wechatFailed') : errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const account = () => root.loginPanel.open(target)

  return (
    <LoginShell title={t('login.authTitle')} subtitle={t('login.authSubtitle')} className='login-auth'>
      <View className='auth-page__note' data-state={state}>
        <Text>{state === 'default' ? t('login.authWhyDefault') : t('login.authWhyLive')}</Text>
      </View>
      {root.user.isLoggedIn ? (
        <View>
          <Text className='auth-ok'>{t('login.authLoggedIn', { name: root.user.user?.nickname || '' })}</Text>
          <Button className='auth-submit' onClick={() => navigate(target, 'redirect')}>
            {t('login.authContinue')}
          </Button>
          <Button className='auth-secondary' onClick={account}>
            {t('login.authOtherAccount')}
          </Button>
        </View>
      ) : (
        <View>
          {wechatLoginAvailable && (
            <Button className='auth-submit' disabled={busy || undefined} aria-busy={busy} onClick={wechat}>
              {t('login.wechatLogin')}
            </Button>
          )}
          <Button className={wechatLoginAvailable ? 'auth-secondary' : 'auth-submit'} onClick={account}>
            {t('login.authAccountLogin')}
          </Button>
          {!wechatLoginAvailable && <Text className='auth-page__note'>{t('login.wechatOnlyInMiniapp')}</Text>}
        </View>
      )}
      <FormError text={error} />
    </LoginShell>
  )
}

export default observer(AuthPage)
