import { View, Text, Button, ScrollView } from '@tarojs/components'
import { useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import VideoFrame from '../../components/VideoFrame'
import Icon from '../../components/Icon'
import LessonNotes from '../../components/LessonNotes'
import LessonText, { isRead, readMinutes } from './components/LessonText'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { clock } from '../../utils/mediaTime'
import type { CoursePlayInfoDTO, LessonDTO } from '../../protocol/course'
import { playSessionFor, type PlaySession } from '../../stores/playSession'
import './play.scss'
import '../../i18n/zh-Hant/course'

/**
 * The course player (spec §2 course/play?sku[&lesson_id][&isLookBack=1]). Like the players of 得到 and Coursera:
 * the video on top resumes where the user left off (the server's resume point, written by the position reports),
 * the lesson list below switches lessons in place, a finished lesson moves on to the next open one. One play
 * session per lesson (stores/playSession) counts the viewing time (spec §3 recordCoursePlayData) and reports the
 * position (POST /v2/histories); what cannot be sent is kept by RootStore's keeper. A locked lesson shows why and
 * links to the course.
 */
function CoursePlay() {
  const root = useStores()
  const { deps } = root
  const api = deps.api.course
  const params = useRouter().params
  const sku = params.sku || ''
  const lookBack = params.isLookBack === '1'
  const [lessonId, setLessonId] = useState<number | undefined>(params.lesson_id ? Number(params.lesson_id) : undefined)
  const locale = getLocale()
  const info = useRemote<CoursePlayInfoDTO>(
    () => api.playInfo(sku, { lessonId, lookBack }),
    [sku, lessonId, lookBack, locale, root.user.token]
  )

  const playing = useRef(false)
  const session = useRef<PlaySession | null>(null)
  const [resumedAt, setResumedAt] = useState(0)

  const lesson = info.data?.lesson
  useEffect(() => {
    const d = info.data
    // a text lesson is not played: nothing to time; it is reported once read (readDone)
    if (!d || !lesson || lesson.locked || lesson.kind === 'text') return
    playing.current = false
    setResumedAt(lesson.position)
    const mine = playSessionFor(root, { kind: 'course', sku: d.sku, courseId: d.id, lessonId: lesson.id })
    session.current = mine
    mine.start(lesson.position)
    return () => {
      if (session.current === mine) session.current = null
      void mine.end()
    }
  }, [info.data, lesson, root])
  useUnload(() => {
    void session.current?.end()
    session.current = null
  })

  // text lessons read in this visit (the server's resume point says so for earlier visits)
  const [readIds, setReadIds] = useState<number[]>([])
  const readDone = (l: LessonDTO) => {
    const d = info.data
    if (!d) return
    setReadIds((ids) => [...ids, l.id])
    void playSessionFor(root, { kind: 'course', sku: d.sku, courseId: d.id, lessonId: l.id }).report(l.duration, true)
  }
  const wasRead = (l: LessonDTO) => readIds.includes(l.id) || isRead(l)

  const choose = (l: LessonDTO) => {
    if (l.id !== lesson?.id) setLessonId(l.id)
  }
  const nextOpen = (): LessonDTO | undefined => {
    const list = info.data?.lessons ?? []
    const i = list.findIndex((l) => l.id === lesson?.id)
    return list.slice(i + 1).find((l) => !l.locked)
  }

  const d = info.data
  const next = lesson && nextOpen()
  return (
    <AppPage className='course-play'>
      <NavBar title={info.data?.title ?? t('common.titles.coursePlay')} />
      <StateView remote={info}>
        {d && lesson && (
          <View>
            {!lesson.locked && lesson.kind === 'text' ? null : lesson.locked || !lesson.video_path ? (
              <View className='course-play__locked' role='alert' data-locked='1'>
                <Icon name='lock' size={28} className='course-play__lock-icon' />
                <Text className='course-play__lock-title'>{t('course.play.lockedTitle')}</Text>
                <Text className='course-play__lock-hint'>{t('course.play.lockedHint')}</Text>
                {!d.is_look_back && (
                  <Button
                    className='course-play__to-detail'
                    size='mini'
                    onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: d.sku }))}
                  >
                    {t('course.play.toDetail')}
                  </Button>
                )}
              </View>
            ) : (
              <VideoFrame
                key={lesson.id}
                id='course-video'
                className='course-play__video'
                frameClassName='course-play__frame'
                src={api.mediaSrc(lesson.video_path)}
                poster={api.mediaSrc(d.cover)}
                initialTime={lesson.position}
                autoplay
                controls
                showFullscreenBtn
                aria-label={t('course.play.videoLabel', { title: lesson.title })}
                onPlay={() => {
                  playing.current = true
                }}
                onPause={() => {
                  playing.current = false
                  session.current?.interrupt()
                  void session.current?.report(undefined, true)
                }}
                onTimeUpdate={(e) => {
                  session.current?.onTime(e.detail.currentTime, playing.current)
                  if (playing.current) void session.current?.report()
                }}
                onEnded={() => {
                  playing.current = false
                  void session.current?.report(undefined, true)
                  const next = nextOpen()
                  if (next) choose(next)
                }}
              />
            )}
            <View className='course-play__head'>
              <Text className='course-play__badge'>
                {d.is_look_back
                  ? t('course.play.replayTitle')
                  : lesson.kind === 'text'
                    ? t('course.text.readTime', { count: readMinutes(lesson) })
                    : t('course.play.nowPlaying')}
              </Text>
              <Text className='course-play__title' role='heading' aria-level={1}>
                {lesson.title}
              </Text>
              <Text className='course-play__course'>
                {d.title}
                {d.teacher ? ` · ${d.teacher}` : ''}
              </Text>
              {resumedAt > 0 && !lesson.locked && lesson.kind !== 'text' && (
                <Text className='course-play__resumed'>{t('course.play.resumed', { time: clock(resumedAt) })}</Text>
              )}
            </View>
            {!lesson.locked && lesson.kind === 'text' && (
              <LessonText
                key={lesson.id}
                lesson={lesson}
                read={wasRead(lesson)}
                onRead={() => readDone(lesson)}
                next={next?.title}
                onNext={next ? () => choose(next) : undefined}
              />
            )}
            {d.lessons.length > 1 && (
              <View className='course-play__list'>
                <Text className='course-play__list-title' role='heading' aria-level={2}>
                  {t('course.play.lessons')}
                </Text>
                <ScrollView scrollY className='course-play__scroll'>
                  {d.lessons.map((l, i) => (
                    <View
                      key={l.id}
                      className={`course-play__item${l.id === lesson.id ? ' is-current' : ''}${l.locked ? ' is-locked' : ''}`}
                      role='button'
                      aria-current={l.id === lesson.id}
                      data-lesson={l.id}
                      data-locked={l.locked ? '1' : '0'}
                      onClick={() => choose(l)}
                    >
                      <Text className='course-play__item-index'>{i + 1}</Text>
                      <Text className='course-play__item-title'>{l.title}</Text>
                      {l.locked ? (
                        <View className='course-play__item-time'>
                          <Icon name='lock' size={14} />
                          <Text>{t('course.detail.locked')}</Text>
                        </View>
                      ) : l.kind === 'text' ? (
                        <Text className='course-play__item-time'>
                          {wasRead(l) ? t('course.text.done') : t('course.text.readTime', { count: readMinutes(l) })}
                        </Text>
                      ) : (
                        <Text className='course-play__item-time'>{clock(l.duration)}</Text>
                      )}
                    </View>
                  ))}
                </ScrollView>
              </View>
            )}
            {!lesson.locked && <LessonNotes lessonId={lesson.id} />}
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(CoursePlay)
