import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { EventSection } from '../../../../components/EventHeader'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import { useAction } from '../../../../utils/useAction'
import { navigate } from '../../../../navigation/navigate'
import { Routes, buildUrl } from '../../../../navigation/routes'
import { formatDate, formatDateTime, formatTime } from '../../../../utils/dates'
import { withZone, zonedDateTime } from '../../../../utils/zonedTime'
import { formatPrice } from '../../../../utils/price'
import type { TicketSiteDTO, UserTicketDTO } from '../../../../protocol/events'
import TicketQr from '../../../components/TicketParts/TicketQr'
import { openMap } from '../../../components/TicketParts/openMap'
import '../../../components/TicketParts/index.scss'
// the when/where rows (course-event__row): opened directly (a reload, a link) the page has nothing else loading them
import '../../../components/EventParts/index.scss'
import './ticket.scss'
import '../../../../i18n/zh-Hant/events'
import '../../../../services/api/events'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../../../utils/constants'

/**
 * The user's ticket for an activity (`?id`): the check-in QR code, when (in the user's zone) and where (with a
 * map), the seat and what was paid, and cancelling while the rules allow (until 24 hours before the start; a paid
 * ticket is refunded). A cancelled ticket says so and leads back to the activity.
 */
function Ticket() {
  const { deps, user } = useStores()
  const api = deps.api.events
  const id = useRouter().params.id || ''
  const ticket = useRemote<UserTicketDTO>(() => api.ticket(id), [id, getLocale(), user.token])
  const actId = ticket.data?.act_id
  const site = useRemote<TicketSiteDTO | null>(
    () => (actId ? api.site(actId) : Promise.resolve(null)),
    [actId, getLocale()]
  )
  usePullToRefresh(ticket, site)
  const cancelling = useAction(async (id: number) => {
    await api.cancelTicket(id)
    void Taro.showToast({ title: t('events.ticket.cancelDone'), icon: 'none' })
    await ticket.reload()
  })
  const { busy, error } = cancelling
  const d = ticket.data

  const cancel = async () => {
    if (!d || busy) return
    const answer = await Taro.showModal({
      title: t('events.ticket.cancelConfirmTitle'),
      content:
        d.pay_amount > 0
          ? t('events.ticket.cancelConfirmPaid', { amount: formatPrice(d.pay_amount) })
          : t('events.ticket.cancelConfirmFree'),
      // WeChat shows at most 4 characters on each modal button
      confirmText: t('events.ticket.confirmCancel'),
      cancelText: t('events.ticket.keep'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR
    })
    if (!answer.confirm) return
    await cancelling.run(d.id)
  }

  const active = d?.status === 'active'
  return (
    <AppPage className='event-page ticket-page'>
      <NavBar title={t('events.ticket.title')} />
      <StateView remote={ticket}>
        {d && (
          <View>
            <View className={`ticket-card${active ? '' : ' is-cancelled'}`} data-status={d.status}>
              <Text className='ticket-card__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              <Text className={`ticket-card__status ticket-card__status--${d.status}`} role='status'>
                {active ? t('events.ticket.qrHint') : t('events.ticket.cancelled')}
              </Text>
              {/* a cancelled ticket admits nobody: no QR code at all, not even hidden (the wrapper stays: stable tree) */}
              <View className='ticket-card__qr'>
                {active && <TicketQr text={d.code} label={t('events.ticket.qrLabel', { code: d.code })} />}
              </View>
              <Text className='ticket-card__code' selectable>
                {t('events.ticket.code')} {d.code}
              </Text>
              {d.cancelled_at && (
                <Text className='ticket-card__note'>
                  {t('events.ticket.cancelledAt', { date: formatDateTime(d.cancelled_at) })}
                  {d.pay_amount > 0 ? ` · ${t('events.ticket.refundNote')}` : ''}
                </Text>
              )}
            </View>

            <EventSection>
              {d.start_at && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>{t('events.ticket.time')}</Text>
                  <Text className='course-event__value ticket-time'>
                    {formatDate(d.start_at, '/')}{' '}
                    {withZone(`${formatTime(d.start_at)}${d.end_at ? ` – ${formatTime(d.end_at)}` : ''}`, d.start_at)}
                  </Text>
                </View>
              )}
              <View className='course-event__row'>
                <Text className='course-event__label'>{t('events.ticket.place')}</Text>
                <View className='course-event__value ticket-place'>
                  <Text>{d.venue}</Text>
                  {d.address && (
                    <Text className='ticket-place__address' userSelect>
                      {d.address}
                    </Text>
                  )}
                  {site.data && (site.data.lat !== null || site.data.address) && (
                    <Text className='ticket-place__map' role='link' onClick={() => site.data && openMap(site.data)}>
                      {t('events.ticket.openMap')}
                    </Text>
                  )}
                </View>
              </View>
              <View className='course-event__row'>
                <Text className='course-event__label'>{t('events.ticket.seats')}</Text>
                <Text className='course-event__value'>
                  {t('events.ticket.admits', { count: d.admits })}
                  {d.seats > 0 ? ` · ${t('events.ticket.seatsLeft', { seats: d.seats, left: d.seats_left })}` : ''}
                </Text>
              </View>
              <View className='course-event__row'>
                <Text className='course-event__label'>{t('events.ticket.paid')}</Text>
                <Text className='course-event__value'>
                  {d.pay_amount > 0 ? formatPrice(d.pay_amount) : t('events.ticket.free')}
                </Text>
              </View>
              {d.order_no && (
                <View className='course-event__row'>
                  <Text className='course-event__label'>{t('events.ticket.orderNo')}</Text>
                  <Text className='course-event__value' selectable>
                    {d.order_no}
                  </Text>
                </View>
              )}
              <View className='course-event__row'>
                <Text className='course-event__label'>{t('events.ticket.signedUpAt')}</Text>
                <Text className='course-event__value'>{zonedDateTime(d.created_at)}</Text>
              </View>
            </EventSection>

            <View className='ticket-actions'>
              <Text className={`ticket-signup__error${error ? '' : ' ticket-signup--off'}`} role='alert'>
                {error}
              </Text>
              {d.can_cancel ? (
                <>
                  <Button className='ticket-actions__cancel' aria-busy={busy} onClick={cancel}>
                    {t('events.ticket.cancel')}
                  </Button>
                  {d.cancel_until && (
                    <Text className='ticket-actions__note'>
                      {t('events.ticket.cancelUntil', { date: zonedDateTime(d.cancel_until) })}
                    </Text>
                  )}
                </>
              ) : active ? (
                <Text className='ticket-actions__note'>{t('events.ticket.cancelClosed')}</Text>
              ) : null}
              <Text
                className='ticket-actions__link'
                role='link'
                onClick={() => navigate(buildUrl(Routes.studyActivityTicket, { act_id: d.act_id }))}
              >
                {active ? t('events.ticket.backToEvent') : t('events.ticket.signUpAgain')}
              </Text>
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(Ticket)
