import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../AppPage'
import NavBar from '../NavBar'
import StateView from '../StateView'
import { MessageList } from './ChatPanel'
import { useStores } from '../../stores'
import { LiveChat } from '../../stores/liveChat'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { LiveRoomDTO, LiveViewerDTO } from '../../protocol/live'
import './console.scss'
import '../../i18n/zh-Hant/live'
import '../../services/api/live'

export interface TeacherConsoleProps {
  id: number
  /** This provider's live room (the console links to it). */
  roomRoute: string
}

const statusKey = {
  0: 'live.ended',
  1: 'live.notStarted',
  2: 'live.onAir',
  3: 'live.replay'
} as const

/**
 * The teacher's console (spec §2 course/teacherLive, blwlive/pages/teacherLive): start and end the channel,
 * see who is watching, mute (ban) or remove (feng) a viewer, pin a message. The server decides who is a teacher;
 * anyone else sees its translated refusal.
 */
function TeacherConsole({ id, roomRoute }: TeacherConsoleProps) {
  const root = useStores()
  const { deps, user } = root
  const api = deps.api.live
  const room = useRemote<LiveRoomDTO>(async () => {
    const r = await api.room({ id })
    // the console's own check: the viewers call answers 403 with the server's message for non-teachers
    if (!r.is_teacher) await api.viewers(id)
    return r
  }, [id, getLocale(), user.token])
  const d = room.data
  const viewers = useRemote(() => api.viewers(id), [id, user.token, d?.live_status])
  const [chat, setChat] = useState<LiveChat | null>(null)
  useEffect(() => {
    if (!d?.is_teacher) return
    const c = new LiveChat(root, id)
    c.open()
    setChat(c)
    return () => c.close()
  }, [d?.is_teacher, id, root])
  const [busy, setBusy] = useState(false)
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await fn()
      await Promise.all([room.reload(), viewers.reload()])
    } catch {
      /* toasted by the HTTP layer */
    } finally {
      setBusy(false)
    }
  }
  const moderate = (v: LiveViewerDTO, action: 'ban' | 'unban' | 'feng') =>
    run(() => api.moderate({ id, user_id: v.user_id, action }))
  const refused = room.state === 'error' && room.error

  return (
    <AppPage className='live-console'>
      <NavBar title={t('live.teacherTitle')} />
      <StateView remote={room} errorText={refused || undefined}>
        {d && (
          <View className='live-console__body'>
            <View className='live-console__card'>
              <Text className='live-console__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              <Text className='live-console__status' role='status' data-status={d.live_status}>
                {t('live.teacher.status', { status: t(statusKey[d.live_status]) })}
              </Text>
              <View className='live-console__actions'>
                <Button
                  className='live-console__primary'
                  disabled={busy || d.live_status === 2 || undefined}
                  onClick={() => run(() => api.setStatus(id, 2))}
                >
                  {t('live.teacher.start')}
                </Button>
                <Button
                  className='live-console__danger'
                  disabled={busy || d.live_status !== 2 || undefined}
                  onClick={() => run(() => api.setStatus(id, 3))}
                >
                  {t('live.teacher.stop')}
                </Button>
                <Button className='live-console__secondary' onClick={() => navigate(buildUrl(roomRoute, { id }))}>
                  {t('live.teacher.openRoom')}
                </Button>
              </View>
            </View>
            <View className='live-console__card'>
              <Text className='live-console__heading' role='heading' aria-level={2}>
                {t('live.teacher.viewersTitle', { count: viewers.data?.viewers ?? 0 })}
              </Text>
              <Text className='live-console__empty' hidden={!!viewers.data?.list.length}>
                {t('live.teacher.noViewers')}
              </Text>
              {(viewers.data?.list ?? [])
                .filter((v) => v.user_id !== user.user?.id)
                .map((v) => (
                  <View key={v.user_id} className='live-console__viewer' data-user={v.user_id}>
                    <Text className='live-console__name'>{v.nickname}</Text>
                    <Button
                      size='mini'
                      className='live-console__secondary'
                      aria-label={t(v.muted ? 'live.teacher.unmuteLabel' : 'live.teacher.muteLabel', {
                        name: v.nickname
                      })}
                      disabled={busy || undefined}
                      onClick={() => moderate(v, v.muted ? 'unban' : 'ban')}
                    >
                      {v.muted ? t('live.teacher.unmute') : t('live.teacher.mute')}
                    </Button>
                    <Button
                      size='mini'
                      className='live-console__danger'
                      aria-label={t('live.teacher.removeLabel', { name: v.nickname })}
                      disabled={busy || undefined}
                      onClick={() => moderate(v, 'feng')}
                    >
                      {t('live.teacher.remove')}
                    </Button>
                  </View>
                ))}
            </View>
            <View className='live-console__card'>
              <Text className='live-console__heading' role='heading' aria-level={2}>
                {t('live.chat.title')}
              </Text>
              <MessageList list={chat?.messages ?? []} pinned={chat?.pinned ?? d.pinned} />
              {(chat?.messages ?? []).slice(-5).map((m) => (
                <Button
                  key={m.id}
                  size='mini'
                  className='live-console__pin'
                  onClick={() => run(() => api.pin(id, m.id))}
                >
                  {`${t('live.teacher.pin')}：${m.text}`}
                </Button>
              ))}
              {(chat?.pinned ?? d.pinned) && (
                <Button size='mini' className='live-console__secondary' onClick={() => run(() => api.pin(id, null))}>
                  {t('live.teacher.unpin')}
                </Button>
              )}
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(TeacherConsole)
