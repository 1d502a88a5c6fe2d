import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../AppPage'
import NavBar from '../NavBar'
import StateView from '../StateView'
import EventHeader, { EventBar, EventSection } from '../EventHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale, hasChosenLocale, setLocale } from '../../i18n'
import { Routes, buildUrl, decodeParam } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { currentRoute } from '../../services/http/route'
import { memoryStorage } from '../../services/storage'
import { getUserTimeZone, zonedParts } from '../../utils/dates'
import { withZone } from '../../utils/zonedTime'
import type { LiveMonitorDTO } from '../../protocol/enterprise'
import './index.scss'
import '../../i18n/zh-Hant/course'
import '../../i18n/zh-Hant/enterprise'

export interface LiveMonitorProps {
  /** The room this monitor enters: the live room of the live or the blwlive subpackage. */
  room: string
  /** The overseas variant: English unless the user chose a language. Times are in the viewer's zone either way. */
  oversea?: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD HH:mm` of an instant in a zone. */
export function zonedDateTime(iso: string, zone: string): string {
  const p = zonedParts(iso, zone)
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` : ''
}

/** The live's key from the link: `id` (numeric) or `sku` (also a non-numeric `id`). */
export function monitorKey(params: Record<string, string | undefined>): { id?: number; sku?: string } | null {
  const id = decodeParam(params.id)
  const sku = decodeParam(params.sku)
  if (/^\d{1,10}$/.test(id)) return { id: Number(id) }
  if (sku || id) return { sku: sku || id }
  return null
}

/**
 * The entry page a live link and the enterprise login land on (spec §2 live/blwlive/oversea monitors): resolves
 * the live by `id` or `sku`, shows its state (not started with its start time, live, ended, replay) and what the
 * viewer may do — log in, book, or enter the room. An enterprise live answers 1200 to outsiders, and the HTTP
 * layer sends them to the enterprise login, which brings them back here.
 */
function LiveMonitor({ room, oversea = false }: LiveMonitorProps) {
  const { deps, user, loginPanel } = useStores()
  const params = useRouter().params ?? {}
  const key = monitorKey(params)
  const [booked, setBooked] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    // overseas viewers read English first; a language the user chose, or the link's they came by, stays (and is
    // not overwritten here)
    if (oversea && !hasChosenLocale(deps.storage) && getLocale() !== 'en') setLocale('en', memoryStorage())
  }, [oversea, deps.storage])

  const info = useRemote<LiveMonitorDTO>(
    () => (key ? deps.api.enterprise.monitor(key) : Promise.reject(new Error(t('enterprise.monitor.missing')))),
    [key?.id, key?.sku, getLocale(), user.token]
  )
  usePullToRefresh(() => {
    setBooked(null)
    return info.reload()
  })
  const d = info.data
  // the user's zone is the device's (utils/dates, set at launch), so an overseas viewer reads their own clock
  const zone = getUserTimeZone()
  const isBooked = booked ?? d?.booked ?? false

  const enter = () => d && navigate(buildUrl(room, { id: d.id, sku: d.sku }))
  const login = () => loginPanel.open(currentRoute())
  const book = async () => {
    if (!d || busy) return
    setBusy(true)
    try {
      setBooked((await deps.api.course.bookLive(d.sku, !isBooked)).booked)
    } catch {
      /* toasted by the HTTP layer */
    } finally {
      setBusy(false)
    }
  }

  const stateText = d
    ? [
        t('enterprise.monitor.ended'),
        t('enterprise.monitor.notStarted'),
        t('enterprise.monitor.live'),
        t('enterprise.monitor.replay')
      ][d.status]
    : ''
  return (
    <AppPage className='event-page live-monitor'>
      <NavBar title={oversea ? t('enterprise.monitor.overseaTitle') : t('enterprise.monitor.title')} />
      <StateView remote={info}>
        {d && (
          <View>
            <EventHeader
              cover={deps.api.http.mediaUrl(d.cover)}
              title={d.title}
              badge={{
                text: stateText,
                tone: d.status === 2 ? 'live' : d.status === 1 ? 'upcoming' : 'replay'
              }}
            >
              {d.teacher && <EventHeader.Line>{t('course.detail.teacher', { name: d.teacher })}</EventHeader.Line>}
              <Text className='live-monitor__state' data-testid='monitor-state' data-status={d.status}>
                {stateText}
              </Text>
              {d.status === 1 && d.start_at && (
                <Text className='live-monitor__time' data-testid='monitor-time'>
                  {t('enterprise.monitor.startsAt', { time: withZone(zonedDateTime(d.start_at, zone), d.start_at) })}
                </Text>
              )}
            </EventHeader>
            {d.enterprise && (
              <EventSection title={t('enterprise.monitor.enterpriseOf', { name: d.enterprise.name })}>
                <View
                  className='live-monitor__space'
                  role='link'
                  onClick={() => navigate(`${Routes.enterpriseSpace}/${d.enterprise!.slug}`)}
                >
                  <Text className='live-monitor__space-name'>{d.enterprise.name}</Text>
                  <Text className='live-monitor__space-intro'>{d.enterprise.intro}</Text>
                </View>
              </EventSection>
            )}
            <EventBar>
              {!d.logged_in ? (
                <>
                  <Text className='event-bar__hint'>{t('enterprise.monitor.needLogin')}</Text>
                  <Button className='event-bar__action' onClick={login}>
                    {t('enterprise.monitor.login')}
                  </Button>
                </>
              ) : d.can_enter ? (
                <Button className='event-bar__action' data-testid='monitor-enter' onClick={enter}>
                  {d.status === 3 ? t('enterprise.monitor.watchReplay') : t('enterprise.monitor.enter')}
                </Button>
              ) : d.status === 1 ? (
                <>
                  {isBooked && <Text className='event-bar__hint'>{t('enterprise.monitor.booked')}</Text>}
                  <Button
                    className={`event-bar__action${isBooked ? ' live-monitor__booked' : ''}`}
                    disabled={busy || undefined}
                    aria-pressed={isBooked}
                    onClick={book}
                  >
                    {isBooked ? t('course.live.unbook') : t('enterprise.monitor.book')}
                  </Button>
                </>
              ) : d.status === 0 ? (
                <Text className='event-bar__hint'>{t('enterprise.monitor.ended')}</Text>
              ) : (
                <>
                  <Text className='event-bar__hint'>{t('enterprise.monitor.noAccess')}</Text>
                  <Button
                    className='event-bar__action'
                    onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: d.sku }))}
                  >
                    {t('enterprise.monitor.details')}
                  </Button>
                </>
              )}
            </EventBar>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(LiveMonitor)
