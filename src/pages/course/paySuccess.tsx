import { View, Text, Button } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import type { OrderDTO } from '../../services/api/commerce'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { learnUrl } from './checkout'
import { explainMoneyError } from './moneyErrors'
import './paySuccess.scss'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

/** A real provider may confirm a few seconds after the redirect: poll this often, this many times, then offer a button. */
const POLL_MS = 2000
const POLL_TIMES = 10

/**
 * The result of an order (`?order_no`), read from the server rather than trusted from the previous page, so a
 * reload or a shared link shows the truth. On a paid order the member info is refreshed (VIP tracks unlock at
 * once) and the next step fits what was bought: listen, learn, or see the card's benefits.
 */
function PaySuccess() {
  const root = useStores()
  const { user, deps } = root
  const orderNo = useRouter().params.order_no ?? ''
  const locale = getLocale()
  const order = useRemote<OrderDTO>(
    () => deps.api.commerce.orderStatus(orderNo).catch(explainMoneyError('order')),
    [orderNo, locale, user.isLoggedIn]
  )
  const polls = useRef(0)
  const status = order.data?.status
  // `reload` keeps its identity across renders, the `order` object does not: depending on `order` re-ran this
  // on every render, so a paid order refreshed the member info, re-rendered and refreshed again without end
  const reloadOrder = order.reload

  useEffect(() => {
    if (status === 'paid') {
      void user.refreshMemberInfo()
      return
    }
    if (status !== 'pending' || polls.current >= POLL_TIMES) return
    const timer = setTimeout(() => {
      polls.current++
      void reloadOrder()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [status, reloadOrder, user])

  const o = order.data
  const info = user.memberInfo
  const next = () => {
    if (!o) return
    if (o.item.kind === 'course') navigate(learnUrl(o.item), 'redirect')
    else if (o.item.kind === 'meditation_vip') navigate(Routes.meditationHome, 'relaunch')
    else navigate(Routes.mineAnnualPassPurchased, 'redirect')
  }
  const nextLabel = !o
    ? ''
    : o.item.kind === 'course'
      ? t('commerce.result.goCourse')
      : o.item.kind === 'meditation_vip'
        ? t('commerce.result.goListen')
        : t('commerce.result.goEquity')

  return (
    <AppPage className='cm-page pay-result'>
      <NavBar title={t('common.titles.payResult')} />
      <StateView remote={order}>
        {o && (
          <View className='cm-card' role='status' aria-live='polite'>
            <Text className='cm-h pay-result__status' data-status={o.status}>
              {o.status === 'paid'
                ? `✓ ${t('commerce.result.paid')}`
                : o.status === 'pending'
                  ? t('commerce.result.pending')
                  : o.status === 'refunding' || o.status === 'refunded'
                    ? t('commerce.result.refunded')
                    : t('commerce.result.closed')}
            </Text>
            {o.status === 'pending' && <Text className='cm-muted'>{t('commerce.result.pendingHint')}</Text>}
            <View className='cm-row'>
              <Text>{t(`commerce.kind.${o.item.kind}`)}</Text>
              <Text>{o.item.title}</Text>
            </View>
            <View className='cm-row'>
              <Text>{t('commerce.result.payAmount')}</Text>
              <Text className='cm-price'>{formatPrice(o.pay_amount)}</Text>
            </View>
            <View className='cm-row'>
              <Text>{t('commerce.result.orderNo')}</Text>
              <Text selectable>{o.order_no}</Text>
            </View>
            {o.paid_at && (
              <View className='cm-row'>
                <Text>{t('commerce.result.paidAt')}</Text>
                <Text>{formatDate(o.paid_at)}</Text>
              </View>
            )}
            {o.status === 'paid' && o.item.kind === 'meditation_vip' && info?.expire_at && (
              <Text className='cm-row pay-result__member'>
                {t('commerce.result.memberUntil', { date: formatDate(info.expire_at) })}
              </Text>
            )}
            {o.status === 'paid' && o.item.kind.startsWith('course_annual') && info?.annual_card_expire_at && (
              <Text className='cm-row'>
                {t('commerce.result.cardUntil', { date: formatDate(info.annual_card_expire_at) })}
              </Text>
            )}
            {o.provider === 'dev' && <Text className='cm-demo'>{t('commerce.result.demoNote')}</Text>}
            <View className='pay-result__actions'>
              {o.status === 'paid' && (
                <Button className='cm-btn pay-result__next' onClick={next}>
                  {nextLabel}
                </Button>
              )}
              {o.status === 'pending' && (
                <Button
                  className='cm-btn'
                  onClick={() => {
                    polls.current = 0
                    void order.reload()
                  }}
                >
                  {t('commerce.result.checkAgain')}
                </Button>
              )}
              <Text className='cm-link' role='link' onClick={() => navigate(Routes.coursePurchased)}>
                {t('commerce.result.purchased')}
              </Text>
            </View>
          </View>
        )}
      </StateView>
      {order.state === 'error' && (
        <Text className='cm-link money-error__next' role='link' onClick={() => navigate(Routes.coursePurchased)}>
          {t('commerce.errors.seePurchases')}
        </Text>
      )}
    </AppPage>
  )
}

export default observer(PaySuccess)
