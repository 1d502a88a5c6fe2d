import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { OrderStatusDTO } from '../../services/api/commerce'
import { BlwRoutes } from '../routes'
import './buyResult.scss'
import '../../i18n/zh-Hant/live'
import '../../services/api/commerce'

const POLL_MS = 2000
const POLL_LIMIT_MS = 60_000

/**
 * After buying a paid live (spec §2 blwlive/pages/buyResult?order_no, the order page's `result=blwlive`): the
 * order's status from the server, checked again every 2 s while the payment is being confirmed (60 s at most,
 * then a manual refresh); once paid, the way into the live room.
 */
function BuyResult() {
  const { deps, user } = useStores()
  const orderNo = useRouter().params.order_no ?? ''
  const order = useRemote<OrderStatusDTO>(
    () => deps.api.commerce.orderStatus(orderNo),
    [orderNo, getLocale(), user.isLoggedIn]
  )
  const [since, setSince] = useState(() => Date.now())
  const status = order.data?.status
  const { reload } = order
  useEffect(() => {
    if (status !== 'pending' || Date.now() - since > POLL_LIMIT_MS) return
    const timer = setTimeout(() => void reload(), POLL_MS)
    return () => clearTimeout(timer)
  }, [status, order.data, since, reload])
  const o = order.data
  const paid = status === 'paid'
  return (
    <AppPage className='blw-result'>
      <NavBar title={t('live.buyResultTitle')} />
      <StateView remote={order}>
        {o && (
          <View className='blw-result__card' role='status'>
            <Text className='blw-result__title'>
              {paid
                ? t('live.buyResult.paid')
                : status === 'pending'
                  ? t('live.buyResult.pending')
                  : t('live.buyResult.failed')}
            </Text>
            <Text className='blw-result__item'>{o.item.title}</Text>
            <Text className='blw-result__hint' hidden={!paid}>
              {t('live.buyResult.paidHint')}
            </Text>
            {paid ? (
              <Button
                className='blw-result__action'
                onClick={() => navigate(buildUrl(BlwRoutes.liveRoom, { sku: o.item.sku }), 'redirect')}
              >
                {t('live.buyResult.enter')}
              </Button>
            ) : (
              <Button
                className='blw-result__action'
                onClick={() => {
                  setSince(Date.now())
                  void reload()
                }}
              >
                {t('live.buyResult.retry')}
              </Button>
            )}
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(BuyResult)
