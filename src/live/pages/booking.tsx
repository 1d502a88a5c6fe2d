import { View, Text, Image, Button } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { useRouter, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { currentRoute } from '../../services/http/route'
import type { LiveInfoDTO } from '../../protocol/course'
import { liveDay, localTime } from '../../pages/course/lib/format'
import './booking.scss'

/** "今天 20:00 開播" / "Live tomorrow at 20:00" (spec §9 live time words). */
export function startsAtText(iso: string): string {
  const day = liveDay(iso)
  return t('course.live.startsAt', { day: 'key' in day ? t(day.key) : day.text, time: localTime(iso) })
}

/**
 * Live booking (spec §2 live/pages/booking?sku). One clear action per state, as live-class apps do: upcoming →
 * book / cancel (PUT /v2/booklive, persisted on the server), live now → enter the live room, ended with a
 * recording → the replay. Booking needs a login; the panel opens and the page reloads the state after it.
 */
function LiveBooking() {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.course
  const sku = useRouter().params.sku || ''
  const info = useRemote<LiveInfoDTO>(() => api.liveInfo(sku), [sku, getLocale(), user.token])
  const [busy, setBusy] = useState(false)
  const [local, setLocal] = useState<{ booked: boolean; count: number } | null>(null)
  usePullDownRefresh(() => {
    setLocal(null)
    void info.reload().finally(() => stopPullDownRefresh())
  })

  const d = info.data
  const booked = local?.booked ?? d?.booked ?? false
  const count = local?.count ?? d?.booked_count ?? 0
  const toggle = async () => {
    if (!d) return
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    setBusy(true)
    try {
      const r = await api.bookLive(d.sku, !booked)
      setLocal({ booked: r.booked, count: r.booked_count })
    } catch {
      /* toasted by the HTTP layer */
    } finally {
      setBusy(false)
    }
  }

  return (
    <AppPage className='live-booking'>
      <NavBar title={t('common.titles.liveBooking')} />
      <StateView state={info.state} errorText={info.error} onRetry={() => void info.reload()}>
        {d && (
          <View>
            <View className='live-booking__hero'>
              <Image
                nativeProps={{ alt: '' }}
                className='live-booking__cover'
                src={api.mediaSrc(d.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <Text className={`live-booking__status live-booking__status--${d.live_status}`}>
                {d.live_status === 2
                  ? t('course.liveNow')
                  : d.live_status === 3
                    ? t('course.liveReplay')
                    : t('course.liveUpcoming')}
              </Text>
            </View>
            <View className='live-booking__card'>
              <Text className='live-booking__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              {d.teacher && (
                <Text className='live-booking__teacher'>{t('course.detail.teacher', { name: d.teacher })}</Text>
              )}
              {d.live_start_at && (
                <Text className='live-booking__time' data-testid='live-time'>
                  {startsAtText(d.live_start_at)}
                </Text>
              )}
              {d.live_end_at && (
                <Text className='live-booking__end'>{t('course.live.endsAt', { time: localTime(d.live_end_at) })}</Text>
              )}
              <Text className='live-booking__count' data-testid='booked-count'>
                {t('course.live.bookedCount', { count })}
              </Text>
              <Text className='live-booking__price'>{d.price > 0 ? formatPrice(d.price) : t('course.free')}</Text>
            </View>
            <View className='live-booking__section'>
              <Text className='live-booking__h2' role='heading' aria-level={2}>
                {t('course.detail.intro')}
              </Text>
              <Text className='live-booking__intro'>{d.intro}</Text>
            </View>
            <View className='live-booking__bar'>
              {d.live_status === 1 && (
                <>
                  {booked && (
                    <Text className='live-booking__hint' role='status'>
                      {t('course.live.bookedHint')}
                    </Text>
                  )}
                  <Button
                    role='button'
                    className={`live-booking__action${booked ? ' is-booked' : ''}`}
                    disabled={busy || undefined}
                    aria-pressed={booked}
                    data-booked={booked ? '1' : '0'}
                    onClick={toggle}
                  >
                    {booked ? t('course.live.unbook') : t('course.live.book')}
                  </Button>
                </>
              )}
              {d.live_status === 2 && (
                <>
                  <Text className='live-booking__hint'>{t('course.live.liveNowHint')}</Text>
                  <Button
                    className='live-booking__action'
                    onClick={() => navigate(buildUrl(Routes.liveRoom, { sku: d.sku }))}
                  >
                    {t('course.live.enter')}
                  </Button>
                </>
              )}
              {d.live_status === 3 && (
                <Button
                  className='live-booking__action'
                  onClick={() => navigate(buildUrl(Routes.coursePlay, { sku: d.sku, isLookBack: 1 }))}
                >
                  {t('course.live.watchReplay')}
                </Button>
              )}
              {d.live_status === 0 && <Text className='live-booking__hint'>{t('course.live.ended')}</Text>}
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(LiveBooking)
