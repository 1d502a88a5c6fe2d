import { View, Text, Button } from '@tarojs/components'
import { useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import VideoFrame from '../../components/VideoFrame'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { LiveInfoDTO } from '../../protocol/course'
import { createPlaySession } from '../../stores/coursePlayRecording'
import type { CoursePlaySession } from '../../stores/coursePlaySession'
import './liveRoom.scss'
import '../../i18n/zh-Hant/course'

/**
 * The live room (spec §2 live/pages/liveRoom?sku). The demo has no streaming server: the server hands out the
 * generated video as `stream_url` while the course is live and the user may watch. Not live (any more) →
 * back to the booking page, which offers booking or the replay.
 */
function LiveRoom() {
  const root = useStores()
  const { deps, user } = root
  const api = deps.api.course
  const sku = useRouter().params.sku || ''
  const info = useRemote<LiveInfoDTO>(() => api.liveInfo(sku), [sku, getLocale(), user.token])
  const d = info.data
  // watched time (spec §9 recordLivePlayData): sent when the room closes, kept when it cannot be, resent at launch
  const session = useRef<CoursePlaySession | null>(null)
  const playing = useRef(false)
  useEffect(() => {
    if (!d?.stream_url) return
    const mine = createPlaySession(root, d.sku, d.id, 'live')
    session.current = mine
    return () => {
      void mine.finish()
    }
  }, [d, root])
  useUnload(() => {
    void session.current?.finish()
  })
  return (
    <AppPage className='live-room'>
      <NavBar title={d?.title ?? t('common.titles.liveRoom')} />
      <StateView remote={info}>
        {d &&
          (d.stream_url ? (
            <View>
              <VideoFrame
                className='live-room__video'
                frameClassName='live-room__frame'
                src={api.mediaSrc(d.stream_url)}
                poster={api.mediaSrc(d.cover)}
                autoplay
                loop
                controls
                showProgress={false}
                isLive
                aria-label={d.title}
                onPlay={() => {
                  playing.current = true
                }}
                onPause={() => {
                  playing.current = false
                  session.current?.interrupt()
                }}
                onTimeUpdate={(e) => session.current?.onTime(e.detail.currentTime, playing.current)}
              />
              <View className='live-room__head'>
                <View className='live-room__onair'>
                  <View className='live-room__dot' aria-hidden />
                  <Text>{t('course.live.onAir')}</Text>
                </View>
                <Text className='live-room__title' role='heading' aria-level={1}>
                  {d.title}
                </Text>
                {d.teacher && <Text className='live-room__teacher'>{d.teacher}</Text>}
                <Text className='live-room__intro'>{d.intro}</Text>
              </View>
            </View>
          ) : (
            <View className='live-room__closed' role='alert'>
              <Text className='live-room__closed-title'>
                {d.live_status === 2 ? t('course.live.noStream') : t('course.live.ended')}
              </Text>
              {d.live_status === 2 && <Text className='live-room__closed-hint'>{t('course.live.noStreamHint')}</Text>}
              <Button size='mini' onClick={() => navigate(buildUrl(Routes.liveBooking, { sku: d.sku }), 'redirect')}>
                {t('course.live.bookingTitle')}
              </Button>
            </View>
          ))}
      </StateView>
    </AppPage>
  )
}

export default observer(LiveRoom)
