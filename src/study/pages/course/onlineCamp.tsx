import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import EventHeader, { EventSection } from '../../../components/EventHeader'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { clock } from '../../../utils/mediaTime'
import type { CampDTO } from '../../../protocol/course'
import { PriceAndSeats, SignUpBar } from '../../components/EventParts'
import { formatDate } from '../../../utils/dates'
import '../../../i18n/zh-Hant/course'

/**
 * An online camp (spec §2 onlineCamp?commodity_id): dates, price and places, then the day-by-day schedule (day 1
 * open as a preview, the rest after sign-up — the server decides), as camp pages on 小鵝通 lay it out.
 */
function OnlineCamp() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const id = useRouter().params.commodity_id || ''
  const camp = useRemote<CampDTO>(() => api.camp(id), [id, getLocale(), user.token])
  usePullToRefresh(camp)
  const d = camp.data
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
            </EventHeader>
            <EventSection title={t('course.detail.intro')}>
              <Text className='event-section__text'>{d.intro}</Text>
            </EventSection>
            <EventSection title={t('course.camp.schedule')}>
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
                        {day.date ? ` · ${formatDate(day.date, '/')}` : ''} · {clock(day.duration)}
                      </Text>
                    </View>
                    <Text className='course-event__day-state'>
                      {day.locked ? `🔒 ${t('course.camp.locked')}` : t('course.camp.openDay')}
                    </Text>
                  </View>
                ))}
              </View>
            </EventSection>
            <SignUpBar signedUp={d.signed_up} left={d.seats_left} seats={d.seats} price={d.price} sku={d.sku} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(OnlineCamp)
