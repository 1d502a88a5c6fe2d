import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import VideoFrame from '../../../components/VideoFrame'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { t, getLocale } from '../../../i18n'
import { getUserTimeZone } from '../../../utils/dates'
import { clock } from '../../../utils/mediaTime'
import type { CampDayContentDTO, CampProgressRecord } from '../../../protocol/events'
import './index.scss'
import '../../../i18n/zh-Hant/events'
import '../../../services/api/events'

/** Seconds of playing between two progress reports (and at every pause and at the end). */
const REPORT_EVERY = 15
/** How often the player looks whether the keeper has sent the report it kept offline. */
const KEPT_CHECK_MS = 2_000

/**
 * One open camp day: a video, an audio (the mini-program's and the browser's inner audio context) or a text, and
 * the user's progress on it. Progress is reported while playing, at a pause and at the end (the end completes the
 * day); a text is completed with its button. Reports go through the play keeper (`root.playLogs`, kind `camp`):
 * one at a time, in order, and one made offline is kept and sent when the network returns. The server keeps the
 * furthest position and completes a day once, so reporting twice is harmless. The three players stay mounted and are shown by class (stable tree).
 */
function CampDayPlayer({ campId, day, onProgress }: { campId: number; day: number; onProgress(): void }) {
  const { deps, user, playLogs } = useStores()
  const api = deps.api.events
  const content = useRemote<CampDayContentDTO>(
    () => api.campDay(campId, day, getUserTimeZone()),
    [campId, day, getLocale(), user.token]
  )
  const d = content.data
  const [done, setDone] = useState(false)
  const [position, setPosition] = useState(0)
  const [playing, setPlaying] = useState(false)
  /** The last report is kept on the device (offline): said under the day, sent when the network returns. */
  const [kept, setKept] = useState(false)
  const lastReport = useRef(0)
  const audio = useRef<Taro.InnerAudioContext | null>(null)

  useEffect(() => {
    setDone(!!d?.completed)
    setPosition(d?.position ?? 0)
    lastReport.current = d?.position ?? 0
  }, [d])

  const report = useCallback(
    async (at: number, finished: boolean) => {
      lastReport.current = at
      // through the play keeper: sent in order, and kept when it cannot be sent (sent when the network returns)
      const result = await playLogs.log('camp', {
        commodity_id: campId,
        day,
        position: Math.max(0, Math.floor(at)),
        done: finished,
        tz: getUserTimeZone()
      } satisfies CampProgressRecord)
      // a completion kept offline completes the day once sent: the day shows it now; the camp's list is read again
      // when the server has it
      if (finished && result !== 'dropped') setDone(true)
      if (finished && result === 'sent') onProgress()
      setKept(result === 'kept')
    },
    [playLogs, campId, day, onProgress]
  )

  // once the keeper has sent what it kept for this day (the network is back), the note goes and the camp's list is
  // read again; the keeper's storage is read every few seconds, only while something is kept
  useEffect(() => {
    if (!kept) return
    const timer = setInterval(() => {
      const waiting = playLogs.kept<CampProgressRecord>('camp').some((r) => r.commodity_id === campId && r.day === day)
      if (waiting) return
      setKept(false)
      onProgress()
    }, KEPT_CHECK_MS)
    return () => clearInterval(timer)
  }, [kept, playLogs, campId, day, onProgress])

  const onTime = (at: number) => {
    setPosition(at)
    if (at - lastReport.current >= REPORT_EVERY) void report(at, false)
  }

  // the audio day's player: one inner audio context per day, destroyed when the day changes
  const src = d && d.kind === 'audio' ? deps.api.course.mediaSrc(d.media) : ''
  useEffect(() => {
    if (!src) return
    const ctx = Taro.createInnerAudioContext()
    ctx.src = src
    audio.current = ctx
    ctx.onPlay(() => setPlaying(true))
    ctx.onPause(() => {
      setPlaying(false)
      void report(ctx.currentTime, false)
    })
    ctx.onTimeUpdate(() => onTimeRef.current(ctx.currentTime))
    ctx.onEnded(() => {
      setPlaying(false)
      void report(ctx.duration || ctx.currentTime, true)
    })
    return () => {
      ctx.destroy()
      audio.current = null
      setPlaying(false)
    }
  }, [src, report])
  const onTimeRef = useRef(onTime)
  onTimeRef.current = onTime

  const toggleAudio = () => {
    const ctx = audio.current
    if (!ctx) return
    if (playing) ctx.pause()
    else ctx.play()
  }

  const kind = d?.kind
  return (
    <View className='camp-player' data-day={day} data-kind={kind ?? ''} data-done={done ? '1' : '0'}>
      <StateView remote={content}>
        <View>
          <Text className='camp-player__day'>{t('events.camp.dayTitle', { day })}</Text>
          <Text className='camp-player__title' role='heading' aria-level={2}>
            {d?.title ?? ''}
          </Text>
          <View className={kind === 'video' ? '' : 'camp-player--off'}>
            <VideoFrame
              className='camp-player__video'
              src={kind === 'video' && d ? deps.api.course.mediaSrc(d.media) : ''}
              initialTime={d?.position ?? 0}
              controls
              aria-label={d?.title ?? ''}
              onPause={() => void report(position, false)}
              onTimeUpdate={(e) => onTime(e.detail.currentTime)}
              onEnded={() => void report(d?.duration || position, true)}
            />
          </View>
          <View className={`camp-player__audio${kind === 'audio' ? '' : ' camp-player--off'}`}>
            <Button
              className='camp-player__play'
              aria-label={playing ? t('events.camp.pause') : t('events.camp.play')}
              aria-pressed={playing}
              onClick={toggleAudio}
            >
              {playing ? '❚❚' : '▶'}
            </Button>
            <Text className='camp-player__clock' data-position={Math.floor(position)}>
              {clock(position)} / {clock(d?.duration ?? 0)}
            </Text>
          </View>
          <Text className='camp-player__body'>{d?.body ?? ''}</Text>
          <View className='camp-player__foot'>
            {/* always rendered, hidden while off (CSS; aria-hidden too, for a tree that has no styles) */}
            <Text
              className={`camp-player__done${done ? '' : ' camp-player--off'}`}
              role='status'
              aria-hidden={!done || undefined}
            >
              {t('events.camp.markedDone')}
            </Text>
            <Text
              className={`camp-player__kept${kept ? '' : ' camp-player--off'}`}
              role='status'
              aria-hidden={!kept || undefined}
            >
              {t('events.camp.keptOffline')}
            </Text>
            <Button
              className={`camp-player__finish${done ? ' camp-player--off' : ''}`}
              onClick={() => void report(position, true)}
            >
              {t('events.camp.markDone')}
            </Button>
          </View>
        </View>
      </StateView>
    </View>
  )
}

export default observer(CampDayPlayer)
