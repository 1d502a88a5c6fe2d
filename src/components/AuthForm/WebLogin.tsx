import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { openExternal } from '../../navigation/navigate'
import { useRemote } from '../../utils/useRemote'
import { rememberWebLogin, type WebLoginPending, type WebLoginVia } from '../../services/webLogin'
import type { WebAuthorizationDTO } from '../../protocol/user'
import { errorText } from './index'
import './webLogin.scss'
import '../../i18n/zh-Hant/login'

/**
 * Leaves for the provider's page (services/webLogin.ts): asks the server for its address and state, keeps the
 * state in this tab with where to come back and what for, and goes. The login page, the login panel, the return
 * page's retry and the account bindings page all start here.
 */
export async function startWebLogin(
  api: { webAuthorize(via: WebLoginVia): Promise<WebAuthorizationDTO> },
  pending: Omit<WebLoginPending, 'state'>
): Promise<void> {
  const { url, state } = await api.webAuthorize(pending.via)
  rememberWebLogin({ ...pending, state })
  openExternal(url)
}

const LABEL: Record<WebLoginVia, () => string> = {
  line: () => t('login.webLine'),
  facebook: () => t('login.webFacebook')
}

/**
 * "Continue with LINE / Facebook" on the web app (never in the mini-program, which signs in with WeChat): only
 * the flows the server can complete (GET /v3/login/methods). A tap asks for the provider's page and leaves for
 * it (services/webLogin.ts); the provider brings the browser back to the login return page. `back` is where to
 * go afterwards when no page asked for the login (the saved login redirect wins, as for every login).
 */
const Buttons = observer(function Buttons({ back }: { back: string }) {
  const root = useStores()
  const api = root.deps.api.user
  const methods = useRemote(() => api.loginMethods(), [getLocale()])
  const [going, setGoing] = useState<WebLoginVia | null>(null)
  const [error, setError] = useState('')
  const m = methods.data
  const vias = (['line', 'facebook'] as const).filter((v) => m?.[v])
  if (!vias.length) return null

  const go = async (via: WebLoginVia) => {
    if (going) return
    setGoing(via)
    setError('')
    try {
      await startWebLogin(api, { via, back })
    } catch (e) {
      setError(errorText(e))
      setGoing(null)
    }
  }

  return (
    <View className='web-login'>
      <Text className='web-login__or'>{t('login.webOr')}</Text>
      {vias.map((via) => (
        <Button
          key={via}
          className={`web-login__button web-login__button--${via}`}
          data-via={via}
          disabled={!!going || undefined}
          aria-busy={going === via}
          onClick={() => void go(via)}
        >
          <View className='web-login__mark' aria-hidden />
          <Text>
            {going === via
              ? t('login.webGoing', {
                  provider: via === 'line' ? t('login.webLineShort') : t('login.webFacebookShort')
                })
              : LABEL[via]()}
          </Text>
        </Button>
      ))}
      {error && (
        <Text className='auth-error' role='alert'>
          {error}
        </Text>
      )}
    </View>
  )
})

export default function WebLoginButtons({ back }: { back: string }) {
  return process.env.TARO_ENV === 'h5' ? <Buttons back={back} /> : null
}
