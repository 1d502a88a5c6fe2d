import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import type { OrderStatusDTO } from '../../services/api/commerce'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { zonedDateTime } from '../../utils/zonedTime'
import { formatPrice } from '../../utils/money'
import { backoffDelay, phaseOf, POLL_LIMIT_MS } from './polling'
import { learnUrl, payOrder } from '../course/checkout'
import { explainMoneyError } from '../course/moneyErrors'
import './result.scss'
import '../../i18n/zh-Hant/cards'
import '../../i18n/zh-Hant/events'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

/**
 * The outcome of an order (`?order_no`), always read from the server (`/v3/get/order/status`), so a reload or a
 * shared link shows the truth. While the provider has not confirmed, it checks again with back-off until the
 * order is paid, closed or refunded, or the polling window ends (then a manual refresh). A paid order shows
 * what it granted as the server reports it now, and the member info is refreshed so content unlocks at once.
 *
 * An order still payable here can be paid again ("pay again": after a cancelled sheet or LINE Pay page, or when
 * the wait ran out). In WeChat's browser the first WeChat Pay of a user leaves for WeChat's web authorization and
 * comes back here with `resume=wechatpay` (the server now knows the payer's openid): the page opens the sheet at
 * once; `wx_oa=failed` (WeChat did not say who the payer is) says so and offers to pay again.
 */
function PayResult() {
  const { user, deps } = useStores()
  const params = useRouter().params
  const orderNo = params.order_no ?? ''
  // LINE Pay's cancel returns here with cancelled=1: no polling, the order stays payable until it closes.
  const [cancelled, setCancelled] = useState(params.cancelled === '1')
  const resume = params.resume === 'wechatpay'
  const authFailed = params.wx_oa === 'failed'
  const [payNote, setPayNote] = useState(authFailed ? t('cards.result.wechatAuthFailed') : '')
  const [paying, setPaying] = useState(false)
  const resumed = useRef(false)
  const locale = getLocale()
  const order = useRemote<OrderStatusDTO>(
    () => deps.api.commerce.orderStatus(orderNo).catch(explainMoneyError('order')),
    [orderNo, locale, user.isLoggedIn]
  )
  const [checks, setChecks] = useState(0)
  const [since, setSince] = useState(() => Date.now())
  const [timedOut, setTimedOut] = useState(cancelled || authFailed)
  const [wait, setWait] = useState(0)
  const refreshed = useRef(false)
  const status = order.data?.status
  const reloadOrder = order.reload

  useEffect(() => {
    if (status === 'paid' && !refreshed.current) {
      refreshed.current = true
      // paid here (checkout's pay answer carried the member info): nothing to fetch; paid elsewhere: fetch it
      if (user.memberOrderNo !== orderNo) void user.refreshMemberInfo()
    }
    if (status !== 'pending' || timedOut) return
    if (Date.now() - since >= POLL_LIMIT_MS) {
      setTimedOut(true)
      return
    }
    const delay = backoffDelay(checks)
    setWait(Math.ceil(delay / 1000))
    const timer = setTimeout(() => {
      setChecks((n) => n + 1)
      void reloadOrder()
    }, delay)
    return () => clearTimeout(timer)
    // `order.data` changes identity on every answer: a new answer that is still pending schedules the next check
  }, [status, order.data, checks, since, timedOut, reloadOrder, user, orderNo])

  const refresh = () => {
    setChecks(0)
    setSince(Date.now())
    setTimedOut(false)
    void reloadOrder()
  }

  /** Pays this order again with the method usable here (WeChat's sheet or LINE Pay's page). */
  const payAgain = async () => {
    setPaying(true)
    setPayNote('')
    const out = await payOrder({ api: deps.api.commerce, applyMember: (m, no) => user.setMemberInfo(m, no) }, orderNo)
    setPaying(false)
    if (out.kind === 'failed') {
      setPayNote(out.message)
      setTimedOut(true)
    } else if (out.kind !== 'login') {
      setCancelled(false)
      refresh()
    }
  }
  useEffect(() => {
    if (!resume || status !== 'pending' || resumed.current) return
    resumed.current = true
    void payAgain()
    // payAgain reads only stable stores; the resume happens once, when the order is first known to be payable
  }, [resume, status]) // eslint-disable-line react-hooks/exhaustive-deps

  const o = order.data
  const phase = o ? phaseOf(o.status, timedOut) : 'waiting'
  const next = () => {
    if (!o) return
    if (o.ticket_id) navigate(buildUrl(Routes.studyTicket, { id: o.ticket_id }), 'redirect')
    else if (o.item.kind === 'course') navigate(learnUrl(o.item), 'redirect')
    else if (o.item.kind === 'meditation_vip') navigate(Routes.meditationHome, 'relaunch')
    else navigate(Routes.courseVip, 'redirect')
  }
  const nextLabel = !o
    ? ''
    : o.ticket_id
      ? t('events.signUp.view')
      : o.item.kind === 'course'
        ? t('cards.result.goCourse')
        : o.item.kind === 'meditation_vip'
          ? t('cards.result.goListen')
          : t('cards.result.goVip')
  const heading = {
    paid: `✓ ${t('cards.result.paid')}`,
    waiting: t('cards.result.waiting'),
    timedOut: cancelled ? t('commerce.payCancelled') : t('cards.result.timedOut'),
    failed: t('cards.result.failed')
  }[phase]
  const g = o?.granted

  return (
    <AppPage className='cm-page pr'>
      <NavBar title={t('cards.result.title')} />
      <StateView remote={order}>
        {o && (
          <View className='cm-card'>
            <View role='status' aria-live='polite'>
              <Text className={`cm-h pr__status pr__status--${phase}`} data-status={o.status} data-phase={phase}>
                {heading}
              </Text>
              <Text className={`cm-muted pr__hint${phase === 'paid' ? ' pr__hint--off' : ''}`}>
                {phase === 'waiting'
                  ? `${t('cards.result.waitingHint')} ${t('cards.result.nextCheck', { s: wait })}`
                  : phase === 'timedOut'
                    ? payNote || t('cards.result.timedOutHint')
                    : o.status === 'closed'
                      ? t('cards.result.closedHint')
                      : t('cards.result.refundedHint')}
              </Text>
            </View>
            {g && (
              <View className='pr__granted' aria-label={t('cards.result.granted')}>
                <Text className='pr__granted-label'>{t('cards.result.granted')}</Text>
                <Text className='pr__granted-text'>
                  {g.until
                    ? t('cards.result.grantedUntil', { title: g.title, date: formatDate(g.until) })
                    : t('cards.result.grantedCourse', { title: g.title })}
                </Text>
              </View>
            )}
            <View className='cm-row'>
              <Text>{t('cards.result.item')}</Text>
              <Text className='pr__value'>{o.item.title}</Text>
            </View>
            <View className='cm-row'>
              <Text>{t('cards.result.payAmount')}</Text>
              <Text className='cm-price'>{formatPrice(o.pay_amount)}</Text>
            </View>
            <View className='cm-row'>
              <Text>{t('cards.result.orderNo')}</Text>
              <Text className='pr__value pr__code' selectable>
                {o.order_no}
              </Text>
            </View>
            {o.paid_at && (
              <View className='cm-row'>
                <Text>{t('cards.result.paidAt')}</Text>
                <Text className='pr__when'>{zonedDateTime(o.paid_at)}</Text>
              </View>
            )}
            {o.provider === 'dev' && <Text className='cm-demo'>{t('cards.result.demoNote')}</Text>}
            <View className='pr__actions'>
              <Button className={`cm-btn pr__next${phase === 'paid' ? '' : ' pr__off'}`} onClick={next}>
                {nextLabel}
              </Button>
              <Button
                className={`cm-btn pr__pay${phase === 'timedOut' ? '' : ' pr__off'}`}
                disabled={paying}
                loading={paying}
                onClick={() => void payAgain()}
              >
                {t('cards.result.payAgain')}
              </Button>
              <Button
                className={`cm-btn${phase === 'timedOut' ? ' cm-btn--ghost' : ''} pr__refresh${phase === 'waiting' || phase === 'timedOut' ? '' : ' pr__off'}`}
                onClick={refresh}
              >
                {t('cards.result.refresh')}
              </Button>
              <Button
                className={`cm-btn cm-btn--ghost pr__again${phase === 'failed' ? '' : ' pr__off'}`}
                onClick={() => navigate(buildUrl(Routes.courseOrder, { sku: o.item.sku }), 'redirect')}
              >
                {t('cards.result.retryBuy')}
              </Button>
              <Text className='cm-link' role='link' onClick={() => navigate(Routes.coursePurchased)}>
                {t('cards.result.purchased')}
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

export default observer(PayResult)
