import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useStores } from '../../stores'
import { t, type TKey } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { callApp, inAppShell, listenToApp } from '../../services/platform/appBridge'
import { handleAppMessage, type AppStatus } from '../../services/platform/appMessages'
import './index.scss'
import '../../i18n/zh-Hant/events'

type Line = AppStatus | 'waiting' | 'loginSent' | 'shareSent' | 'paySent'

/**
 * The page the native app shell opens to talk to the web app (services/platform/appMessages.ts has the
 * conversation). On opening it says `ready` and does what its query asks: `action=login` hands the web login to
 * the shell (when logged in; otherwise it waits for the shell's login), `action=share&title&url` asks the shell to
 * share, `action=pay&order_no` asks the shell to pay (the shell then answers `payResult`). In a plain browser or
 * the mini-program there is no shell: the page explains what it is for.
 */
function AppInteractive() {
  const { user } = useStores()
  const params = useRouter().params
  const shell = inAppShell()
  const [lines, setLines] = useState<Line[]>(['waiting'])
  const started = useRef(false)
  const add = (l: Line) => setLines((ls) => [...ls, l])

  useEffect(() => {
    if (!shell || started.current) return
    started.current = true
    const stop = listenToApp((message) => {
      void handleAppMessage(message, {
        completeLogin: (token) => user.completeLogin(token),
        navigate: (url) => navigate(url, 'redirect'),
        reply: (action, payload) => callApp(action, payload),
        status: add
      })
    })
    callApp('ready', { action: params.action ?? '' })
    if (params.action === 'login' && user.token) {
      callApp('login', { token: user.token })
      add('loginSent')
    } else if (params.action === 'share') {
      callApp('share', { title: params.title ?? '', url: params.url ?? '' })
      add('shareSent')
    } else if (params.action === 'pay' && params.order_no) {
      callApp('pay', { order_no: params.order_no })
      add('paySent')
    }
    return stop
  }, [shell, params, user])

  return (
    <AppPage className='app-link'>
      <NavBar title={t('events.app.title')} />
      <View className={`app-link__card${shell ? '' : ' app-link--off'}`} data-shell='1'>
        <View role='log' aria-live='polite'>
          {lines.map((l, i) => (
            <Text key={i} className='app-link__line'>
              {t(`events.app.${l}` as TKey)}
            </Text>
          ))}
        </View>
      </View>
      <View className={`app-link__card${shell ? ' app-link--off' : ''}`} data-shell='0'>
        <Text className='app-link__title' role='heading' aria-level={1}>
          {t('events.app.browserTitle')}
        </Text>
        <Text className='app-link__text'>{t('events.app.browserText')}</Text>
        <Button className='app-link__btn' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
          {t('events.app.home')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(AppInteractive)
