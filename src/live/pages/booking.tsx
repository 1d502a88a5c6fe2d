import { View, Text, Button } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import EventHeader, { EventBar, EventSection } from '../../components/EventHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { currentRoute } from '../../services/http/route'
import type { LiveInfoDTO } from '../../protocol/course'
import { liveDay } from '../../utils/format'
import { formatTime } from '../../utils/dates'
import { zonedTime } from '../../utils/zonedTime'
import './booking.scss'
import '../../i18n/zh-Hant/course'

/** "今天 20:00 台北標準時間 開播" / "Live tomorrow at 20:00 Taiwan Standard Time" (spec §9 live time words). */
export function startsAtText(iso: string): string {
  const day = liveDay(iso)
  return t('course.live.startsAt', { day: 'key' in day ? t(day.key) : day.text, time: zonedTime(iso) })
}

/** "21:30", or "明天 21:30" when the live ends on another day than it starts. */
export function endsAtText(startIso: string | null, endIso: string): string {
  const day = liveDay(endIso)
  const dayText = 'key' in day ? t(day.key) : day.text
  const startDay = startIso ? liveDay(startIso) : null
  const same = startDay && ('key' in startDay ? t(startDay.key) : startDay.text) === dayText
  return same ? formatTime(endIso) : `${dayText} ${formatTime(endIso)}`
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
  const [local, setLocal] = useState<{ booked: boolean; count: number } | null>(null)
  // a refusal is toasted by the HTTP layer
  const booking = useAction(async (liveSku: string, book: boolean) => {
    const r = await api.bookLive(liveSku, book)
    setLocal({ booked: r.booked, count: r.booked_count })
  })
  const busy = booking.busy
  usePullToRefresh(() => {
    setLocal(null)
    return info.reload()
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
    await booking.run(d.sku, !booked)
  }

  return (
    <AppPage className='event-page live-booking'>
      <NavBar title={t('common.titles.liveBooking')} />
      <StateView remote={info}>
        {d && (
          <View>
            <EventHeader
              cover={api.mediaSrc(d.cover)}
              title={d.title}
              badge={
                d.live_status === 2
                  ? { text: t('course.liveNow'), tone: 'live' }
                  : d.live_status === 3
                    ? { text: t('course.liveReplay'), tone: 'replay' }
                    : { text: t('course.liveUpcoming'), tone: 'upcoming' }
              }
            >
              {d.teacher && <EventHeader.Line>{t('course.detail.teacher', { name: d.teacher })}</EventHeader.Line>}
              {d.live_start_at && (
                <Text className='live-booking__time' data-testid='live-time'>
                  {startsAtText(d.live_start_at)}
                </Text>
              )}
              {d.live_end_at && (
                <EventHeader.Line>
                  <Text data-testid='live-end'>
                    {t('course.live.endsAt', { time: endsAtText(d.live_start_at, d.live_end_at) })}
                  </Text>
                </EventHeader.Line>
              )}
              <Text className='event-header__line' data-testid='booked-count'>
                {t('course.live.bookedCount', { count })}
              </Text>
              <Text className='live-booking__price'>{d.price > 0 ? formatPrice(d.price) : t('course.free')}</Text>
            </EventHeader>
            <EventSection title={t('course.detail.intro')}>
              <Text className='event-section__text'>{d.intro}</Text>
            </EventSection>
            <EventBar>
              {d.live_status === 1 && (
                <>
                  {booked && (
                    <Text className='event-bar__hint live-booking__hint' role='status'>
                      {t('course.live.bookedHint')}
                    </Text>
                  )}
                  <Button
                    role='button'
                    className={`event-bar__action live-booking__action${booked ? ' is-booked' : ''}`}
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
                  <Text className='event-bar__hint live-booking__hint'>{t('course.live.liveNowHint')}</Text>
                  <Button
                    className='event-bar__action live-booking__action'
                    onClick={() => navigate(buildUrl(Routes.liveRoom, { id: d.id }))}
                  >
                    {t('course.live.enter')}
                  </Button>
                </>
              )}
              {d.live_status === 3 && (
                <Button
                  className='event-bar__action live-booking__action'
                  onClick={() => navigate(buildUrl(Routes.liveRoom, { id: d.id }))}
                >
                  {t('course.live.watchReplay')}
                </Button>
              )}
              {d.live_status === 0 && (
                <Text className='event-bar__hint live-booking__hint'>{t('course.live.ended')}</Text>
              )}
            </EventBar>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(LiveBooking)
