import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { mediaUrl } from '../../../services/http'
import { checkInPosterOps } from '../../lib/checkInPoster'
import PosterCanvas from '../../components/PosterCanvas'
import './index.scss'
import '../../../i18n/zh-Hant/gold'
import '../../../i18n/zh-Hant/specRest'

/**
 * mine/pages/checkInPoster/index[?date=]: the day's practice as a check-in poster (issue 33; spec §9's 375 × 650
 * share canvas), drawn on the invitation poster's path (PosterCanvas) from GET /v3/meditation/clock/in/poster;
 * downloaded on H5, saved to the album in the mini-program. Opened from the session end sheet.
 */
function CheckInPoster() {
  const root = useStores()
  const { user, deps, audio } = root
  const date = useRouter().params.date || undefined
  const locale = getLocale()
  const poster = useRemote(
    () => (user.isLoggedIn ? deps.api.meditation.checkInPoster(date) : Promise.resolve(null)),
    // read again once a session's play log is stored (opened from the session end sheet right away)
    [user.isLoggedIn, date, locale, audio.logsSent]
  )
  const p = poster.data
  // under a minute in seconds, else whole minutes (as the session end sheet counts a session)
  const time = p
    ? p.seconds < 60
      ? t('specRest.poster.seconds', { count: p.seconds })
      : t('specRest.poster.minutes', { count: p.minutes })
    : ''
  const ops = useMemo(
    () =>
      p
        ? checkInPosterOps({
            name: p.nickname,
            practised: p.practised === 1,
            texts: {
              brand: t('common.appName'),
              heading: t('specRest.poster.heading'),
              date: p.date,
              minutes: time,
              figures: `${t('specRest.poster.sessions', { count: p.sessions })} · ${t('specRest.poster.streak', { count: p.streak })}`,
              top: p.top_track
                ? t('specRest.poster.top', { title: p.top_track.title, goods: p.top_track.goods_title })
                : '',
              none: t('specRest.poster.none'),
              quote: p.quote,
              footer: t('specRest.poster.footer')
            }
          })
        : null,
    // the texts follow the language: drawn again on a switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [p, locale]
  )

  return (
    <AppPage className='check-in-poster'>
      <NavBar title={t('specRest.poster.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('specRest.poster.loginPrompt')}</Text>
          <Button
            className='list-prompt__btn'
            onClick={() => root.loginPanel.open(buildUrl(Routes.mineCheckInPoster, date ? { date } : {}))}
          >
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView remote={poster}>
          {p && (
            <View className='check-in-poster__body'>
              <PosterCanvas
                ops={ops}
                avatarUrl={p.avatar ? mediaUrl(p.avatar) : ''}
                label={t('specRest.poster.alt', { date: p.date, time })}
                fileName={`jingxin-check-in-${p.date}.png`}
              />
              <Text className='check-in-poster__hint'>{t('specRest.poster.hint')}</Text>
            </View>
          )}
        </StateView>
      )}
    </AppPage>
  )
}

export default observer(CheckInPoster)
