import { View, Text, Image } from '@tarojs/components'
import { useRouter, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { t, getLocale } from '../../../i18n'
import { clock } from '../../../utils/mediaTime'
import { localDate } from '../../../pages/course/lib/format'
import type { CampDTO } from '../../../protocol/course'
import { PriceAndSeats, SignUpBar } from './EventParts'
import './courseEvent.scss'

/**
 * An online camp (spec §2 onlineCamp?commodity_id): dates, price and places, then the day-by-day schedule (day 1
 * open as a preview, the rest after sign-up — the server decides), as camp pages on 小鵝通 lay it out.
 */
function OnlineCamp() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const id = useRouter().params.commodity_id || ''
  const camp = useRemote<CampDTO>(() => api.camp(id), [id, getLocale(), user.token])
  usePullDownRefresh(() => {
    void camp.reload().finally(() => stopPullDownRefresh())
  })
  const d = camp.data
  return (
    <AppPage className='course-event'>
      <NavBar title={t('common.titles.camp')} />
      <StateView state={camp.state} errorText={camp.error} onRetry={() => void camp.reload()}>
        {d && (
          <View>
            <Image
              nativeProps={{ alt: '' }}
              className='course-event__cover'
              src={api.mediaSrc(d.cover)}
              mode='aspectFill'
              aria-hidden
            />
            <View className='course-event__card'>
              <Text className='course-event__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              <Text className='course-event__sub'>{d.subtitle}</Text>
              {d.start_at && d.end_at && (
                <Text className='course-event__sub'>
                  {t('course.camp.period', { start: localDate(d.start_at), end: localDate(d.end_at) })}
                </Text>
              )}
              {d.teacher && (
                <Text className='course-event__sub'>{t('course.detail.teacher', { name: d.teacher })}</Text>
              )}
              <PriceAndSeats price={d.price} original={d.original_price} seats={d.seats} left={d.seats_left} />
            </View>
            <View className='course-event__section'>
              <Text className='course-event__h2' role='heading' aria-level={2}>
                {t('course.detail.intro')}
              </Text>
              <Text className='course-event__intro'>{d.intro}</Text>
            </View>
            <View className='course-event__section'>
              <Text className='course-event__h2' role='heading' aria-level={2}>
                {t('course.camp.schedule')}
              </Text>
              <View role='list'>
                {d.days.map((day) => (
                  <View
                    key={day.day}
                    role='listitem'
                    className={`course-event__day${day.locked ? ' is-locked' : ''}`}
                    data-day={day.day}
                  >
                    <Text className='course-event__day-no'>{t('course.camp.day', { day: day.day })}</Text>
                    <View className='course-event__day-title'>
                      <Text>{day.title}</Text>
                      <Text className='course-event__day-state'>
                        {day.date ? ` · ${localDate(day.date)}` : ''} · {clock(day.duration)}
                      </Text>
                    </View>
                    <Text className='course-event__day-state'>
                      {day.locked ? `🔒 ${t('course.camp.locked')}` : t('course.camp.openDay')}
                    </Text>
                  </View>
                ))}
              </View>
            </View>
            <SignUpBar signedUp={d.signed_up} left={d.seats_left} seats={d.seats} price={d.price} sku={d.sku} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(OnlineCamp)
