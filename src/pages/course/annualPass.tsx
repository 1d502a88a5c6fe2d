import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import type { EquityCardDTO } from '../../protocol/commerce'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { formatAmount, formatPrice } from '../../utils/money'
import { cardKey } from '../../utils/format'
import { CardCourseList } from './components/CardCourseList'
import './annualPass.scss'
import '../../i18n/zh-Hant/commerce'
import '../../i18n/zh-Hant/cards'
import '../../services/api/commerce'

/**
 * The two course annual cards for sale. Every price is the server's (`pay_price`: an upgrade from the active
 * annual card is already lowered by its unused part); buying goes through the order page (coupons, the
 * server's quote) and ends on the pay result page. A lower card than the one held is not offered.
 */
function AnnualPass() {
  useNavTitle(t('cards.annual.title'))
  const root = useStores()
  const { user, deps } = root
  const equity = useRemote(
    () => deps.api.commerce.equity(),
    [getLocale(), user.isLoggedIn],
    (d) => d.cards.length === 0
  )
  usePullToRefresh(equity)
  const eq = equity.data
  const held = eq?.level ?? 0

  const action = (c: EquityCardDTO) => {
    const amount = formatAmount(c.pay_price ?? c.product.price)
    if (!c.purchasable) return t('cards.annual.higherOwned')
    if (held === c.level) return t('cards.annual.renew', { amount })
    if (held > 0) return t('cards.annual.upgrade', { amount })
    return t('cards.annual.buy', { amount })
  }
  const buy = (c: EquityCardDTO) => {
    if (!c.purchasable) return
    const url = buildUrl(Routes.courseOrder, { sku: c.product.code })
    if (user.isLoggedIn) navigate(url)
    else root.loginPanel.open(url)
  }

  return (
    <AppPage className='cm-page ap'>
      <StateView remote={equity}>
        {eq && (
          <>
            <View className='ap__hero'>
              <Text className='ap__heading' role='heading' aria-level={1}>
                {t('cards.annual.heading')}
              </Text>
              <Text className='ap__status'>
                {held
                  ? t('cards.annual.current', { card: t(cardKey(held)), date: formatDate(eq.expire_at) })
                  : t('cards.annual.none')}
              </Text>
            </View>
            {eq.cards.map((c) => (
              <View key={c.level} className={`cm-card ap__card ap__card--${c.level}`} data-level={c.level}>
                <View className='ap__top'>
                  <Text className='cm-h ap__title'>{c.product.title}</Text>
                  {held === c.level && <Text className='ap__yours'>{t('cards.annual.yours')}</Text>}
                </View>
                <Text className='cm-muted ap__desc'>{c.product.desc}</Text>
                <View className='ap__price-row'>
                  <Text className='cm-price ap__price'>{formatPrice(c.pay_price ?? c.product.price)}</Text>
                  {c.product.original_price > (c.pay_price ?? c.product.price) && (
                    <Text className='cm-strike'>{formatPrice(c.product.original_price)}</Text>
                  )}
                </View>
                {(c.upgrade_credit ?? 0) > 0 && (
                  <Text className='ap__credit'>
                    {t('cards.annual.credit', { amount: formatAmount(c.upgrade_credit ?? 0) })}
                  </Text>
                )}
                <Text className='cm-muted ap__line'>{t('cards.annual.days', { count: c.product.days })}</Text>
                <Text className='cm-muted ap__line'>{t('cards.annual.includes', { count: c.course_count })}</Text>
                <Button
                  className={`cm-btn ap__buy ap__buy--${c.level}`}
                  disabled={!c.purchasable || undefined}
                  onClick={() => buy(c)}
                >
                  {action(c)}
                </Button>
              </View>
            ))}
            {eq.cards.length > 0 && (
              <CardCourseList
                title={t('commerce.equity.coursesTitle')}
                courses={eq.cards[eq.cards.length - 1].courses}
                markAdvanced
              />
            )}
            <Text className='cm-link ap__compare' role='link' onClick={() => navigate(Routes.courseDifference)}>
              {t('cards.annual.compare')}
            </Text>
            <Text className='cm-link ap__vip' role='link' onClick={() => navigate(Routes.courseVip)}>
              {t('cards.annual.vip')}
            </Text>
            <Text className='cm-link ap__redeem' role='link' onClick={() => navigate(Routes.courseExchange)}>
              {t('cards.annual.redeem')}
            </Text>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(AnnualPass)
