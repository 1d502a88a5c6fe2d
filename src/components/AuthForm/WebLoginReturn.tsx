import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { takeWebLoginReturn, type WebLoginVia } from '../../services/webLogin'
import { startWebLogin } from './WebLogin'
import LoginShell from './LoginShell'
import { FormError, errorText } from './index'
import { useFinishLogin } from './forms'
import '../../i18n/zh-Hant/login'

/**
 * The page LINE and Facebook send the browser back to (/pages/login/authPage?via=…): checks the return against
 * the state this tab kept, signs in with the code (LINE) or the token (Facebook), then goes where the login was
 * asked for. A cancelled, foreign or stale return says so and offers the provider again or another way.
 */
function WebLoginReturn({ via, query }: { via: WebLoginVia; query: Record<string, string | undefined> }) {
  const root = useStores()
  const api = root.deps.api.user
  const provider = via === 'line' ? t('login.webLineShort') : t('login.webFacebookShort')
  const [error, setError] = useState('')
  const [back, setBack] = useState('')
  const [purpose, setPurpose] = useState<'login' | 'bind'>('login')
  const [busy, setBusy] = useState(true)
  const finish = useFinishLogin()
  const done = useRef(false)

  useEffect(() => {
    if (done.current) return
    done.current = true
    const hash = typeof window === 'undefined' ? '' : window.location.hash
    // the token must not stay in the address bar or the history
    if (hash && typeof history !== 'undefined')
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
    const r = takeWebLoginReturn(via, query, hash)
    setBack(r.back)
    if (!r.ok) {
      setError(r.reason === 'cancelled' ? t('login.webCancelled', { provider }) : t('login.webStateMismatch'))
      setBusy(false)
      return
    }
    setPurpose(r.purpose)
    const fail = (e: unknown) => {
      setError(errorText(e))
      setBusy(false)
    }
    if (r.purpose === 'bind') {
      // the account bindings page: tie this identity to the signed-in account, then back there
      const bound = r.via === 'line' ? api.thirdBind('line', r.code, r.state) : api.thirdBind('facebook', r.token)
      bound
        .then(async () => {
          await root.user.fetchProfile()
          root.deps.toast(t('login.bindSuccess'))
          navigate(r.back || Routes.mineBindList, 'redirect')
        })
        .catch(fail)
      return
    }
    const login = r.via === 'line' ? api.lineLogin(r.code, r.state) : api.facebookLogin(r.token)
    login.then((res) => finish(res, via, r.back || Routes.mineHome)).catch(fail)
  }, [api, finish, provider, query, root, via])

  const retry = async () => {
    setBusy(true)
    setError('')
    try {
      await startWebLogin(api, { via, back, purpose })
    } catch (e) {
      setError(errorText(e))
      setBusy(false)
    }
  }

  return (
    <LoginShell title={t('login.webReturnTitle', { provider })} className='login-web-return'>
      {busy && !error ? (
        <View className='auth-page__note' role='status'>
          <Text>{t('login.webReturning', { provider })}</Text>
        </View>
      ) : (
        <View>
          <FormError text={error} />
          <Button className='auth-submit' data-action='retry' disabled={busy || undefined} onClick={() => void retry()}>
            {t('login.webRetry', { provider })}
          </Button>
          <Button
            className='auth-secondary'
            onClick={() => navigate(purpose === 'bind' ? back || Routes.mineBindList : Routes.login, 'redirect')}
          >
            {purpose === 'bind' ? t('login.webBackToBindings') : t('login.webOtherWays')}
          </Button>
        </View>
      )}
    </LoginShell>
  )
}

export default observer(WebLoginReturn)
