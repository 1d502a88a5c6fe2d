import { View, Text, Image } from '@tarojs/components'
import { useRouter, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { t, getLocale } from '../../../../i18n'
import { localDate, localTime } from '../../../../pages/course/lib/format'
import type { TicketDTO } from '../../../../protocol/course'
import { PriceAndSeats, SignUpBar } from '../EventParts'
import '../courseEvent.scss'

/** An activity ticket (spec §2 activityTicket/detail?act_id): an in-person event with when, where, price and places. */
function ActivityTicket() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const id = useRouter().params.act_id || ''
  const ticket = useRemote<TicketDTO>(() => api.ticket(id), [id, getLocale(), user.token])
  usePullDownRefresh(() => {
    void ticket.reload().finally(() => stopPullDownRefresh())
  })
  const d = ticket.data
  return (
    <AppPage className='course-event'>
      <NavBar title={t('common.titles.eventDetail')} />
      <StateView state={ticket.state} errorText={ticket.error} onRetry={() => void ticket.reload()}>
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
              <PriceAndSeats price={d.price} original={d.original_price} seats={d.seats} left={d.seats_left} />
            </View>
            <View className='course-event__section'>
              {d.start_at && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>{t('course.ticket.time')}</Text>
                  <Text className='course-event__value'>
                    {localDate(d.start_at)} {localTime(d.start_at)}
                    {d.end_at ? ` – ${localTime(d.end_at)}` : ''}
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
            </View>
            <View className='course-event__section'>
              <Text className='course-event__h2' role='heading' aria-level={2}>
                {t('course.detail.intro')}
              </Text>
              <Text className='course-event__intro'>{d.intro}</Text>
            </View>
            <SignUpBar signedUp={d.signed_up} left={d.seats_left} seats={d.seats} price={d.price} sku={d.sku} />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ActivityTicket)
