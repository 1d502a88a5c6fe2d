import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import AppPage from '../AppPage'
import NavBar from '../NavBar'
import StateView from '../StateView'
import LivePlayer from '../LivePlayer'
import Countdown from './Countdown'
import ChatPanel, { MessageList } from './ChatPanel'
import { useReplayMessages } from './useReplayMessages'
import { useStores } from '../../stores'
import { LiveChat } from '../../stores/liveChat'
import { playSessionFor, type PlaySession } from '../../stores/playSession'
import { useRemote } from '../../utils/useRemote'
import { formatPrice } from '../../utils/price'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { currentRoute } from '../../services/http/route'
import type { LiveRoomDTO } from '../../protocol/live'
import { HLS_RENEW_MS, hlsDirectory } from '../../protocol/hlsGrant'
import './index.scss'
import '../../i18n/zh-Hant/live'
import '../../services/api/live'

export interface LiveRoomProps {
  /** The live by id (`?id=`, what the monitor pages send) or by sku (`?sku=`, the booking page). */
  id?: number
  sku?: string
  /** Where this provider's pages live: the console link and the purchase's result page. */
  teacherRoute: string
  /** The result page a purchase ends on (the order page's `result`), if the provider has its own. */
  buyResult?: string
}

/**
 * The live room (spec §2 live/pages/liveRoom, blwlive/pages/liveRoom): not started → a countdown in the user's
 * zone with booking; live → the HLS stream, sign-in, viewers, chat and barrage; ended → the replay with its chat
 * shown at the moments it was sent. Members-only and paid lives tell who may not watch why, with the way in.
 * Watched time is kept as the live play record (recordLivePlayData), sent and retried like the other records.
 */
function LiveRoom({ id, sku, teacherRoute, buyResult }: LiveRoomProps) {
  const root = useStores()
  const { deps, user, loginPanel } = root
  const api = deps.api.live
  const room = useRemote<LiveRoomDTO>(() => api.room({ id, sku }), [id, sku, getLocale(), user.token])
  const d = room.data
  const status = d?.live_status
  const canWatch = (!!d?.access.can_learn && !d?.enterprise_only) || !!d?.is_teacher

  // the chat: for logged-in viewers while the live is upcoming or on (pushes the teacher's start and end too)
  const [chat, setChat] = useState<LiveChat | null>(null)
  /** The joins of the current chat connection the room has re-read its state for. */
  const readAtJoin = useRef(0)
  const chatOpen = !!d && !d.enterprise_only && user.isLoggedIn && (status === 1 || status === 2)
  const liveId = d?.id
  useEffect(() => {
    if (!chatOpen || !liveId) return
    const c = new LiveChat(root, liveId)
    readAtJoin.current = 0
    c.open()
    setChat(c)
    return () => {
      c.close()
      setChat(null)
    }
  }, [chatOpen, liveId, root, user.token])
  const pushed = chat?.status
  const joins = chat?.joins ?? 0
  const { reload } = room
  useEffect(() => {
    if (pushed !== null && pushed !== undefined && pushed !== status) void reload()
  }, [pushed, status, reload])
  // a change made before the socket joined was not pushed to it: read the room again once per join
  useEffect(() => {
    if (joins <= readAtJoin.current) return
    readAtJoin.current = joins
    void reload()
  }, [joins, reload])

  // once the start time has come, ask every few seconds whether the teacher has started
  const [due, setDue] = useState(false)
  const onDue = useCallback(() => setDue(true), [])
  useEffect(() => {
    if (!due || status !== 1) return
    const timer = setInterval(() => void reload(), 5000)
    return () => clearInterval(timer)
  }, [due, status, reload])

  // watched time (spec §3 recordLivePlayData)
  const session = useRef<PlaySession | null>(null)
  const playing = useRef(false)
  const [position, setPosition] = useState(0)
  const src = d ? (status === 2 ? d.stream_url : status === 3 ? d.replay_url : null) : null
  // the stream itself, whatever its current signature: a renewed URL is the same session
  const stream = src ? (hlsDirectory(src) ?? src.split('?')[0]) : null
  const liveSku = d?.sku
  const courseId = d?.id
  useEffect(() => {
    if (!liveSku || !courseId || !stream) return
    const mine = playSessionFor(root, { kind: 'live', sku: liveSku, courseId })
    session.current = mine
    return () => {
      void mine.end()
    }
  }, [liveSku, courseId, stream, root])
  // our HLS URLs are signed for a short time: read the room again well before this one ends; the player carries
  // the new signature on without a restart (protocol/hlsGrant.ts)
  const renews = !!src && !!hlsDirectory(src)
  useEffect(() => {
    if (!renews) return
    const timer = setInterval(() => void reload(), HLS_RENEW_MS)
    return () => clearInterval(timer)
  }, [renews, stream, reload])
  const replayMessages = useReplayMessages(api, d?.id ?? 0, position * 1000, status === 3 && !!src)

  const [signed, setSigned] = useState<{ signed: boolean; count: number } | null>(null)
  const [booked, setBooked] = useState<{ booked: boolean; count: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const login = () => loginPanel.open(currentRoute())
  const act = async (fn: () => Promise<void>) => {
    if (!user.isLoggedIn) return login()
    setBusy(true)
    try {
      await fn()
    } catch {
      /* toasted by the HTTP layer */
    } finally {
      setBusy(false)
    }
  }
  const sign = () =>
    act(async () => {
      const r = await api.sign(d!.id)
      setSigned({ signed: r.signed, count: r.sign_count })
      deps.toast(t('live.signDone'))
    })
  const book = () =>
    act(async () => {
      const isBooked = booked?.booked ?? d!.booked
      const r = await deps.api.course.bookLive(d!.sku, !isBooked)
      setBooked({ booked: r.booked, count: r.booked_count })
    })

  const isSigned = signed?.signed ?? d?.signed ?? false
  const viewers = chat?.joined ? chat.viewers : (d?.viewers ?? 0)
  const isBooked = booked?.booked ?? d?.booked ?? false

  return (
    <AppPage className='live-room'>
      <NavBar title={d?.title ?? t('live.roomTitle')} />
      <StateView remote={room}>
        {d && (
          <View className={`live-room__body is-status-${status}`} data-status={status}>
            <View className='live-room__stage'>
              {src && canWatch ? (
                <View className='live-room__player'>
                  <LivePlayer
                    src={deps.api.course.mediaSrc(src)}
                    poster={deps.api.course.mediaSrc(d.cover)}
                    live={status === 2}
                    label={d.title}
                    onPlay={() => (playing.current = true)}
                    onPause={() => {
                      playing.current = false
                      session.current?.interrupt()
                    }}
                    onTime={(s, isPlaying) => {
                      playing.current = isPlaying
                      session.current?.onTime(s, isPlaying)
                      setPosition(s)
                    }}
                  />
                  <View className='live-room__barrage' aria-hidden>
                    {(chat?.barrage ?? []).map((m, i) => (
                      <Text key={m.id} className={`live-room__fly live-room__fly--${i % 3}`}>
                        {m.text}
                      </Text>
                    ))}
                  </View>
                </View>
              ) : (
                <View className='live-room__poster'>
                  {status === 1 && d.live_start_at && <Countdown startAt={d.live_start_at} onDue={onDue} />}
                  {status === 0 && (
                    <View className='live-room__closed' role='status'>
                      <Text className='live-room__closed-title'>{t('live.ended')}</Text>
                      <Text className='live-room__closed-hint'>{t('live.endedHint')}</Text>
                    </View>
                  )}
                  {(status === 2 || status === 3) && !canWatch && (
                    <View className='live-room__locked' role='alert'>
                      <Text className='live-room__closed-title'>
                        {d.enterprise_only
                          ? t('live.enterpriseOnly')
                          : d.members_only
                            ? t('live.membersOnly')
                            : t('live.paidOnly')}
                      </Text>
                      {(d.enterprise_only || d.members_only) && (
                        <Text className='live-room__closed-hint'>
                          {t(d.enterprise_only ? 'live.enterpriseOnlyHint' : 'live.membersOnlyHint')}
                        </Text>
                      )}
                      <View className='live-room__actions'>
                        {!user.isLoggedIn && (
                          <Button className='live-room__action' onClick={login}>
                            {t('live.login')}
                          </Button>
                        )}
                        {user.isLoggedIn && d.enterprise_only && (
                          <Button className='live-room__action' onClick={() => navigate(Routes.joinGroup)}>
                            {t('live.joinGroup')}
                          </Button>
                        )}
                        {user.isLoggedIn && !d.enterprise_only && d.members_only && (
                          <Button className='live-room__action' onClick={() => navigate(Routes.courseAnnualPass)}>
                            {t('live.becomeMember')}
                          </Button>
                        )}
                        {user.isLoggedIn && !d.enterprise_only && d.price > 0 && (
                          <Button
                            className={`live-room__action${d.members_only ? ' is-secondary' : ''}`}
                            onClick={() => navigate(buildUrl(Routes.courseOrder, { sku: d.sku, result: buyResult }))}
                          >
                            {t('live.buy', { price: formatPrice(d.price) })}
                          </Button>
                        )}
                      </View>
                    </View>
                  )}
                </View>
              )}
            </View>
            <View className='live-room__head'>
              <View className='live-room__badges'>
                <Text className={`live-room__badge is-${status}`}>
                  {status === 2
                    ? t('live.onAir')
                    : status === 3
                      ? t('live.replay')
                      : status === 1
                        ? t('live.notStarted')
                        : t('live.ended')}
                </Text>
                {status === 2 && (
                  <Text className='live-room__viewers' role='status'>
                    {t('live.viewers', { count: viewers })}
                  </Text>
                )}
              </View>
              <Text className='live-room__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              {d.teacher && <Text className='live-room__teacher'>{d.teacher}</Text>}
              {d.price > 0 && !d.enterprise_only && !d.access.can_learn && (
                <Text className='live-room__price' data-testid='live-price'>
                  {t('live.priceLine', { price: formatPrice(d.price) })}
                </Text>
              )}
              <View className='live-room__actions'>
                {status === 1 && (
                  <Button
                    className={`live-room__action${isBooked ? ' is-done' : ''}`}
                    disabled={busy || undefined}
                    aria-pressed={isBooked}
                    onClick={book}
                  >
                    {isBooked ? t('live.unbook') : t('live.book')}
                  </Button>
                )}
                {status === 1 && (
                  <Text className='live-room__meta'>
                    {t('live.bookedCount', { count: booked?.count ?? d.booked_count })}
                  </Text>
                )}
                {status === 2 && canWatch && (
                  <Button
                    className={`live-room__action${isSigned ? ' is-done' : ''}`}
                    disabled={busy || isSigned || undefined}
                    onClick={sign}
                  >
                    {isSigned ? t('live.signed') : t('live.signIn')}
                  </Button>
                )}
                {status === 2 && (
                  <Text className='live-room__meta'>
                    {t('live.signCount', { count: signed?.count ?? d.sign_count })}
                  </Text>
                )}
                {d.is_teacher && (
                  <Button
                    className='live-room__action is-secondary'
                    onClick={() => navigate(buildUrl(teacherRoute, { id: d.id }))}
                  >
                    {t('live.teacherTitle')}
                  </Button>
                )}
              </View>
            </View>
            {status === 3 && canWatch && (
              <View className='live-room__chat is-replay'>
                <MessageList list={replayMessages} pinned={null} />
              </View>
            )}
            {(status === 1 || status === 2) && (
              <View className='live-room__chat'>
                <ChatPanel chat={chat} onLogin={login} />
              </View>
            )}
            <View className='live-room__intro-box'>
              <Text className='live-room__intro'>{d.intro}</Text>
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(LiveRoom)
