import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import EventHeader, { EventSection } from '../../../components/EventHeader'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale, type TKey } from '../../../i18n'
import { clock } from '../../../utils/mediaTime'
import type { CampDayDTO, CampDTO } from '../../../protocol/course'
import { PriceAndSeats, SignUpBar } from '../../components/EventParts'
import CampDayPlayer from '../../components/CampParts/CampDayPlayer'
import FavoriteToggle from '../../../components/FavoriteToggle'
import Comments from '../../../components/Comments'
import { formatDate, getUserTimeZone } from '../../../utils/dates'
import '../../components/CampParts/index.scss'
import '../../../i18n/zh-Hant/course'
import '../../../i18n/zh-Hant/events'
import '../../../i18n/zh-Hant/courseFavorites'

/** A day row's state: done, open, or when it opens / that it opens after sign-up. */
function dayState(day: CampDayDTO): string {
  if (day.completed) return `✓ ${t('events.camp.done')}`
  if (!day.locked) return t('events.camp.open')
  if (day.lock === 'date' && day.opens_at) return t('events.camp.opensOn', { date: formatDate(day.opens_at, '/') })
  return t('course.camp.locked')
}

/**
 * An online camp (spec §2 onlineCamp?commodity_id): dates, price and places, then the day-by-day schedule. A camp
 * with day content opens each day at midnight of its date in the user's zone: the page shows today's task, the
 * user's progress, the chosen day's player (video, audio or text; progress recorded as it plays) and the days,
 * the locked ones saying when they open. Camps without it list their lessons (day 1 open as a preview, the rest
 * after sign-up — the server decides). Below: the camp's messages (GET/POST /v2/commodity/{id}/comments).
 */
function OnlineCamp() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const id = useRouter().params.commodity_id || ''
  const camp = useRemote<CampDTO>(() => api.camp(id, getUserTimeZone()), [id, getLocale(), user.token])
  // pull-to-refresh reloads the camp and the first page of its messages
  const [reloadKey, setReloadKey] = useState(0)
  usePullToRefresh(camp, () => setReloadKey((k) => k + 1))
  const [chosen, setChosen] = useState<number | null>(null)
  const reload = camp.reload
  const onProgress = useCallback(() => void reload(), [reload])
  const d = camp.data
  const content = d?.today !== undefined
  const firstOpen = d?.days.find((x) => !x.locked)?.day ?? null
  const selected = chosen ?? d?.today ?? null
  const todayDay = d?.today ? d.days.find((x) => x.day === d.today) : undefined
  const started = !!d?.start_at && Date.parse(d.start_at) <= Date.now()

  const choose = (day: number) => {
    setChosen(day)
    void Taro.pageScrollTo({ selector: '.camp-player', duration: 200 }).catch(() => undefined)
  }

  return (
    <AppPage className='event-page course-event'>
      <NavBar title={t('common.titles.camp')} />
      <StateView remote={camp}>
        {d && (
          <View>
            <EventHeader cover={api.mediaSrc(d.cover)} title={d.title}>
              <EventHeader.Line>{d.subtitle}</EventHeader.Line>
              {d.start_at && d.end_at && (
                <EventHeader.Line>
                  {t('course.camp.period', { start: formatDate(d.start_at, '/'), end: formatDate(d.end_at, '/') })}
                </EventHeader.Line>
              )}
              {d.teacher && <EventHeader.Line>{t('course.detail.teacher', { name: d.teacher })}</EventHeader.Line>}
              <PriceAndSeats price={d.price} original={d.original_price} seats={d.seats} left={d.seats_left} />
              <View className='camp-fav'>
                <FavoriteToggle courseId={d.id} title={d.title} favorited={d.favorited} />
              </View>
            </EventHeader>
            {content && (
              <EventSection title={t('events.camp.today')}>
                <View className='camp-today' data-today={d.today ?? ''}>
                  {todayDay ? (
                    <>
                      <Text className='camp-today__title'>
                        {t('events.camp.dayTitle', { day: todayDay.day })} · {todayDay.title}
                      </Text>
                      <Text className='camp-today__meta'>
                        {todayDay.kind ? t(`events.camp.kind.${todayDay.kind}` as TKey) : ''}
                        {todayDay.duration ? ` · ${clock(todayDay.duration)}` : ''}
                        {todayDay.locked ? ` · ${t('events.camp.signUpFirst')}` : ''}
                      </Text>
                    </>
                  ) : (
                    <Text className='camp-today__title'>
                      {!started && d.start_at
                        ? t('events.camp.notStarted', { date: formatDate(d.start_at, '/') })
                        : firstOpen
                          ? t('events.camp.ended')
                          : t('events.camp.todayNone')}
                    </Text>
                  )}
                  <Text className='camp-today__meta camp-progress'>
                    {t('events.camp.progress', { done: d.completed_days ?? 0, count: d.days.length })}
                  </Text>
                  {todayDay && !todayDay.locked && selected !== todayDay.day && (
                    <Button className='camp-today__go' onClick={() => choose(todayDay.day)}>
                      {t('events.camp.start', { day: todayDay.day })}
                    </Button>
                  )}
                </View>
              </EventSection>
            )}
            {content && (
              <View className='event-section camp-player-section'>
                {selected && !d.days.find((x) => x.day === selected)?.locked ? (
                  <CampDayPlayer campId={d.id} day={selected} onProgress={onProgress} />
                ) : null}
              </View>
            )}
            <EventSection title={t('course.detail.intro')}>
              <Text className='event-section__text'>{d.intro}</Text>
            </EventSection>
            <EventSection title={t('course.camp.schedule')}>
              <View role='list'>
                {d.days.map((day) => (
                  <View
                    key={day.day}
                    role='listitem'
                    className={`course-event__day camp-day${day.locked ? ' is-locked' : ' is-open'}${
                      selected === day.day ? ' is-selected' : ''
                    }`}
                    data-day={day.day}
                  >
                    <Text className='course-event__day-no'>{t('course.camp.day', { day: day.day })}</Text>
                    <View
                      className='course-event__day-title'
                      {...(content && !day.locked
                        ? { role: 'button', 'aria-pressed': selected === day.day, onClick: () => choose(day.day) }
                        : {})}
                    >
                      <Text>{day.title}</Text>
                      <Text className='course-event__day-state'>
                        {!content && day.date ? ` · ${formatDate(day.date, '/')}` : ''}
                        {day.kind ? ` · ${t(`events.camp.kind.${day.kind}` as TKey)}` : ''}
                        {day.duration ? ` · ${clock(day.duration)}` : ''}
                      </Text>
                    </View>
                    <Text className={`course-event__day-state${day.completed ? ' camp-day__done' : ''}`}>
                      {content
                        ? dayState(day)
                        : day.locked
                          ? `🔒 ${t('course.camp.locked')}`
                          : t('course.camp.openDay')}
                    </Text>
                  </View>
                ))}
              </View>
            </EventSection>
            <EventSection title={t('courseFavorites.camp.messages')}>
              <View className='camp-messages'>
                <Comments
                  thread={{ kind: 'commodity', id: d.id }}
                  reloadKey={reloadKey}
                  placeholder={t('courseFavorites.camp.placeholder')}
                />
              </View>
            </EventSection>
            {d.price > 0 ? (
              <SignUpBar signedUp={d.signed_up} left={d.seats_left} seats={d.seats} price={d.price} sku={d.sku} />
            ) : (
              <View className='event-bar'>
                <Text className='event-bar__hint'>{t('events.camp.freeOpen')}</Text>
              </View>
            )}
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(OnlineCamp)
