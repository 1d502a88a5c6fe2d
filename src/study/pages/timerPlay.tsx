import { useEffect, useRef, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { clock } from '../../utils/mediaTime'
import { t } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import Animation from '../../components/Animation'
import { LOTTIE } from '../../components/Animation/files'
import AtProgress from 'taro-ui/lib/components/progress'
import '../../styles/taro-ui/progress.scss'
import './timerPlay.scss'
import { mediaUrl } from '../../services/http'
import '../../i18n/zh-Hant/meditation'

type Phase = 'warmup' | 'running' | 'paused' | 'finished'

/**
 * A running meditation timer: settling-in countdown, a bell to start, interval bells, a bell to end. The scene
 * music loops in the audio store (background-music mode, so it keeps playing behind the lock screen on weapp);
 * the finished session is recorded (insightTimeSuccess) for the achievements.
 */
function TimerPlay() {
  const { params } = useRouter()
  const minutes = Math.max(1, Math.min(180, Number(params.minutes) || 10))
  const interval = Math.max(0, Number(params.interval) || 0)
  const warmup = Math.max(0, Math.min(60, Number(params.warmup) || 0))
  const sceneId = params.scene_id ? Number(params.scene_id) : null
  const presetId = params.preset_id ? Number(params.preset_id) : null
  const root = useStores()
  useNavTitle(t('meditation.timerPlay.title'))
  const { deps, user, audio } = root
  const total = minutes * 60
  const [phase, setPhase] = useState<Phase>(warmup > 0 ? 'warmup' : 'running')
  const [left, setLeft] = useState(warmup > 0 ? warmup : total)
  const [saved, setSaved] = useState(false)
  // wall-clock end of the current phase, so a throttled background timer never drifts
  const endsAt = useRef(Date.now() + (warmup > 0 ? warmup : total) * 1000)
  const elapsedBefore = useRef(0)
  const nextBell = useRef(interval > 0 ? interval * 60 : Infinity)
  const bell = useRef<Taro.InnerAudioContext | null>(null)

  const ring = () => {
    const src = user.meditationSettings.timer_bell_bowl
    if (!src) return
    if (!bell.current) bell.current = Taro.createInnerAudioContext()
    bell.current.src = mediaUrl(src)
    bell.current.seek(0)
    bell.current.play()
  }
  const startScene = () => {
    if (sceneId === null) return
    deps.api.meditation
      .sceneList()
      .then((list) => {
        const s = list.find((x) => x.id === sceneId)
        if (s) audio.playBackgroundMusic({ title: s.title, music: s.music, cover: s.cover })
      })
      .catch(() => {})
  }
  const finish = async (seconds: number) => {
    elapsedBefore.current = seconds
    setPhase('finished')
    setLeft(0)
    ring()
    audio.stopBackgroundMusic()
    if (user.isLoggedIn && seconds >= 60) {
      try {
        await deps.api.meditation.insightTimeSuccess({ seconds, preset_id: presetId, scene_id: sceneId })
        setSaved(true)
      } catch {
        /* the session stays on screen; nothing to retry against */
      }
    }
  }

  const started = useRef(false)
  useEffect(() => {
    if (phase === 'running' && !started.current) {
      started.current = true
      ring()
      startScene()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase])

  useEffect(() => {
    if (phase !== 'warmup' && phase !== 'running') return
    const id = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))
      setLeft(remaining)
      if (phase === 'warmup' && remaining === 0) {
        endsAt.current = Date.now() + total * 1000
        setLeft(total)
        setPhase('running')
        return
      }
      if (phase === 'running') {
        const elapsed = total - remaining
        if (elapsed >= nextBell.current && remaining > 0) {
          ring()
          nextBell.current += interval * 60
        }
        if (remaining === 0) void finish(total)
      }
    }, 250)
    return () => clearInterval(id)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase])

  useUnload(() => {
    audio.stopBackgroundMusic()
    bell.current?.destroy()
  })

  const pause = () => {
    elapsedBefore.current = total - left
    setPhase('paused')
    audio.pause()
  }
  const resume = () => {
    endsAt.current = Date.now() + left * 1000
    setPhase('running')
    if (audio.backgroundMusic) audio.play()
  }
  const end = () => {
    void finish(phase === 'warmup' ? 0 : total - left)
  }

  return (
    <AppPage className='timer-play'>
      <NavBar title={t('common.titles.timerPlay')} />
      {phase === 'finished' ? (
        <View className='timer-play__done' role='status'>
          <View className='timer-play__celebrate'>
            <Animation path={LOTTIE.celebrate} />
          </View>
          <Text className='timer-play__done-title'>
            {t('meditation.timerPlay.finished', { time: clock(elapsedBefore.current) })}
          </Text>
          {saved && <Text className='timer-play__saved'>{t('meditation.timerPlay.saved')}</Text>}
          <Button className='timer-play__btn' onClick={() => navigate(Routes.studyTimer, 'redirect')}>
            {t('meditation.timerPlay.again')}
          </Button>
          <Button
            className='timer-play__btn timer-play__btn--ghost'
            onClick={() => navigate(Routes.meditationAchievement)}
          >
            {t('meditation.timerPlay.toAchievement')}
          </Button>
        </View>
      ) : (
        <View className='timer-play__main'>
          <Text className='timer-play__label'>
            {phase === 'warmup' ? t('meditation.timerPlay.warmup') : t('meditation.timerPlay.remaining')}
          </Text>
          <Text className='timer-play__clock' role='timer' aria-live='off'>
            {clock(left)}
          </Text>
          <View className='timer-play__breathe'>
            <Animation path={LOTTIE.breathe} loop autoplay={phase === 'running'} />
          </View>
          <Text className='timer-play__hint'>{t('meditation.timerPlay.breatheHint')}</Text>
          <View className='timer-play__ring' aria-hidden>
            <AtProgress
              percent={phase === 'warmup' ? 0 : Math.round(((total - left) / total) * 100)}
              isHidePercent
              strokeWidth={4}
            />
          </View>
          <View className='timer-play__actions'>
            {phase === 'paused' && (
              <Button className='timer-play__btn' onClick={resume}>
                {t('meditation.timerPlay.resume')}
              </Button>
            )}
            {phase === 'running' && (
              <Button className='timer-play__btn' onClick={pause}>
                {t('meditation.timerPlay.pause')}
              </Button>
            )}
            <Button className='timer-play__btn timer-play__btn--ghost' onClick={end}>
              {t('meditation.timerPlay.end')}
            </Button>
          </View>
        </View>
      )}
    </AppPage>
  )
}

export default observer(TimerPlay)
