import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import EventHeader, { EventSection } from '../../../../components/EventHeader'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import type { TicketDTO } from '../../../../protocol/course'
import { PriceAndSeats } from '../../../components/EventParts'
import TicketSignUp from '../../../components/TicketParts/SignUp'
import '../../../components/TicketParts/index.scss'
import { formatDate, formatTime } from '../../../../utils/dates'
import { withZone } from '../../../../utils/zonedTime'
import '../../../../i18n/zh-Hant/course'

/**
 * An activity ticket (spec §2 activityTicket/detail?act_id): an in-person event with when, where, price and places,
 * and at its foot the sign-up (free or paid) or, once signed up, the way to the ticket.
 */
function ActivityTicket() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const id = useRouter().params.act_id || ''
  const ticket = useRemote<TicketDTO>(() => api.ticket(id), [id, getLocale(), user.token])
  usePullToRefresh(ticket)
  const d = ticket.data
  return (
    <AppPage className='event-page course-event'>
      <NavBar title={t('common.titles.eventDetail')} />
      <StateView remote={ticket}>
        {d && (
          <View>
            <EventHeader cover={api.mediaSrc(d.cover)} title={d.title}>
              <EventHeader.Line>{d.subtitle}</EventHeader.Line>
              <PriceAndSeats price={d.price} original={d.original_price} seats={d.seats} left={d.seats_left} />
            </EventHeader>
            <EventSection>
              {d.start_at && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>{t('course.ticket.time')}</Text>
                  <Text className='course-event__value'>
                    {formatDate(d.start_at, '/')}{' '}
                    {withZone(`${formatTime(d.start_at)}${d.end_at ? ` – ${formatTime(d.end_at)}` : ''}`, d.start_at)}
                  </Text>
                </View>
              )}
              <View className='course-event__row'>
                <Text className='course-event__label'>{t('course.ticket.venue')}</Text>
                <Text className='course-event__value'>{d.venue || t('course.ticket.online')}</Text>
              </View>
              {d.address && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>{t('course.ticket.address')}</Text>
                  <Text className='course-event__value' userSelect>
                    {d.address}
                  </Text>
                </View>
              )}
              {d.teacher && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>
                    {t('course.detail.teacher', { name: '' }).replace(/[:：]\s*$/, '')}
                  </Text>
                  <Text className='course-event__value'>{d.teacher}</Text>
                </View>
              )}
            </EventSection>
            <EventSection title={t('course.detail.intro')}>
              <Text className='event-section__text'>{d.intro}</Text>
            </EventSection>
            <TicketSignUp d={d} onChanged={() => void ticket.reload()} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ActivityTicket)
