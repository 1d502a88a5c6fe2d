import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef } from 'react'
import AppPage from '../AppPage'
import StateView from '../StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import type { OrderStatusDTO } from '../../protocol/commerce'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { formatPrice } from '../../utils/price'
import './index.scss'
import '../../i18n/zh-Hant/cards'
import '../../i18n/zh-Hant/events'
import '../../services/api/commerce'

/** A query value, decoded once when it still is encoded. */
function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** Where a paid order's "continue" leads: its ticket, its course, listening, or the card centre. */
function nextOf(o: OrderStatusDTO): string {
  if (o.ticket_id) return buildUrl(Routes.studyTicket, { id: o.ticket_id })
  if (o.item.kind === 'course') return buildUrl(Routes.courseDetail, { sku: o.item.sku })
  if (o.item.kind === 'meditation_vip') return Routes.meditationHome
  return Routes.courseVip
}

/**
 * Where the native app shell returns after its own payment screen (`/pages/course/appPaySuccess?order_no` or
 * `appPayFail?order_no[&msg]`). The order is always read from the server: a "success" return shows what was
 * granted once the server has the payment (else that it is still being confirmed, with a refresh); a "fail"
 * return, or an order that did not go through, says why (the shell's message, else the order's state) and
 * offers to try the order again.
 */
function AppPayOutcome({ returned }: { returned: 'success' | 'fail' }) {
  const { user, deps } = useStores()
  const params = useRouter().params
  const orderNo = params.order_no ?? ''
  const order = useRemote<OrderStatusDTO>(
    () => deps.api.commerce.orderStatus(orderNo),
    [orderNo, getLocale(), user.isLoggedIn]
  )
  const o = order.data
  const refreshed = useRef(false)
  useEffect(() => {
    if (o?.status === 'paid' && !refreshed.current) {
      refreshed.current = true
      void user.refreshMemberInfo()
    }
  }, [o?.status, user])

  const paid = o?.status === 'paid'
  const waiting = returned === 'success' && o?.status === 'pending'
  const why = !o
    ? ''
    : o.status === 'closed'
      ? t('cards.result.closedHint')
      : o.status === 'refunded' || o.status === 'refunding'
        ? t('cards.result.refundedHint')
        : safeDecode(params.msg ?? '') || t('events.appPay.failHint')
  const phase = paid ? 'paid' : waiting ? 'waiting' : 'failed'
  return (
    <AppPage className='app-pay'>
      <StateView remote={order}>
        {o && (
          <View className='app-pay__card' data-phase={phase} data-status={o.status}>
            <Text className={`app-pay__status app-pay__status--${phase}`} role='status'>
              {paid ? `✓ ${t('cards.result.paid')}` : waiting ? t('cards.result.waiting') : t('cards.result.failed')}
            </Text>
            <Text className='app-pay__hint'>
              {paid && o.granted
                ? o.granted.until
                  ? t('cards.result.grantedUntil', { title: o.granted.title, date: formatDate(o.granted.until) })
                  : t('cards.result.grantedCourse', { title: o.granted.title })
                : waiting
                  ? t('cards.result.waitingHint')
                  : why}
            </Text>
            <View className='app-pay__row'>
              <Text>{t('cards.result.item')}</Text>
              <Text className='app-pay__value'>{o.item.title}</Text>
            </View>
            <View className='app-pay__row'>
              <Text>{t('cards.result.payAmount')}</Text>
              <Text className='app-pay__value'>{formatPrice(o.pay_amount)}</Text>
            </View>
            <View className='app-pay__row'>
              <Text>{t('cards.result.orderNo')}</Text>
              <Text className='app-pay__value' selectable>
                {o.order_no}
              </Text>
            </View>
            <Button
              className='app-pay__btn'
              onClick={() =>
                paid
                  ? navigate(nextOf(o), 'redirect')
                  : waiting
                    ? void order.reload()
                    : navigate(buildUrl(Routes.courseOrder, { sku: o.item.sku }), 'redirect')
              }
            >
              {paid ? t('events.appPay.continue') : waiting ? t('cards.result.refresh') : t('events.appPay.retry')}
            </Button>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(AppPayOutcome)
