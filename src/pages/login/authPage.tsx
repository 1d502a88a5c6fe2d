import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate, openExternal } from '../../navigation/navigate'
import { Routes, buildUrl, decodeParam } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormError, errorText } from '../../components/AuthForm'
import { useFinishLogin } from '../../components/AuthForm/forms'
import { wechatLoginAvailable, wechatLoginCode } from '../../services/wechat'
import { wecomInAppAvailable, wecomInAppCode } from '../../services/wecom'
import { isWebLoginVia } from '../../services/webLogin'
import WebLoginReturn from '../../components/AuthForm/WebLoginReturn'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/enterprise'

/** Where each `state` of the 1200 hook (spec §8: it varies by monitor page) returns after the login. */
const STATE_TARGETS: Record<string, string> = {
  live: Routes.liveMonitor,
  blwlive: '/blwlive/pages/monitor',
  default: Routes.meditationHome
}

/** A page of this app to return to (never another site). */
function returnPath(raw: string | undefined): string {
  const path = decodeParam(raw)
  return path.startsWith('/') && !path.startsWith('//') ? path : ''
}

/**
 * The enterprise WeChat login target: a 1200 answer (the content belongs to an enterprise group) brings the user
 * here with `?state=&redirect=`. It explains why, and offers the WeCom login (H5: WeCom's authorize page, which
 * comes back here with `?code=`; the mini-program opened inside WeCom: `wx.qy.login`), the WeChat login
 * (mini-program inside WeChat) or the account login; either way the user comes back to the page that asked
 * (`redirect`), else the page the state names.
 */
function AuthPage() {
  const params = useRouter().params ?? {}
  // LINE and Facebook send the browser back here too (services/webLogin.ts)
  if (isWebLoginVia(params.via)) return <WebLoginReturn via={params.via} query={params} />
  return <WecomAuth params={params} />
}

const WecomAuth = observer(function WecomAuth({ params }: { params: Record<string, string | undefined> }) {
  const root = useStores()
  const state = (params.state as string) || 'default'
  const target = returnPath(params.redirect) || STATE_TARGETS[state] || STATE_TARGETS.default
  const finish = useFinishLogin(target)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const code = (params.code as string) || ''
  const exchanged = useRef('')

  // Back from WeCom's authorize page: exchange the code once, then go where the login was asked for.
  useEffect(() => {
    if (!code || exchanged.current === code) return
    exchanged.current = code
    setBusy(true)
    setError('')
    root.deps.api.enterprise
      .wecomLogin(code)
      .then((res) => finish(res, 'enterprise'))
      .catch((e) => setError(errorText(e)))
      .finally(() => setBusy(false))
  }, [code, finish, root])

  const wecom = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const back = buildUrl(Routes.loginAuthPage, { state, redirect: target })
      const { url } = await root.deps.api.enterprise.wecomAuthorize(back, state)
      // the dev stand-in lives on the API server; WeCom's own page is an absolute address
      openExternal(url.startsWith('/') ? root.deps.api.http.mediaUrl(url) : url)
    } catch (e) {
      setError(errorText(e))
      setBusy(false)
    }
  }

  // the mini-program opened inside WeCom: its own login code, no authorize page
  const inWecom = wecomInAppAvailable()
  const wecomInApp = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const code = await wecomInAppCode()
      if (!code) throw new Error('no code')
      await finish(await root.deps.api.enterprise.wecomMpLogin(code), 'enterprise')
    } catch (e) {
      setError(e instanceof Error && e.message === 'no code' ? t('enterprise.auth.wecomFailed') : errorText(e))
    } finally {
      setBusy(false)
    }
  }

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
          {(!wechatLoginAvailable || inWecom) && (
            <Button
              className='auth-submit'
              disabled={busy || undefined}
              aria-busy={busy}
              onClick={inWecom ? wecomInApp : wecom}
            >
              {busy ? t('enterprise.auth.wecomBusy') : t('enterprise.auth.wecom')}
            </Button>
          )}
          {wechatLoginAvailable && !inWecom && (
            <Button className='auth-submit' disabled={busy || undefined} aria-busy={busy} onClick={wechat}>
              {t('login.wechatLogin')}
            </Button>
          )}
          <Button className='auth-secondary' onClick={account}>
            {t('login.authAccountLogin')}
          </Button>
        </View>
      )}
      <FormError text={error} />
    </LoginShell>
  )
})

export default observer(AuthPage)
