import { View, Text } from '@tarojs/components'
import { formatPrice } from '../../../utils/price'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import PayBar from '../../../components/PayBar'
import Icon from '../../../components/Icon'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import type { DifferenceDTO, EquityDTO } from '../../../services/api/commerce'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { formatAmount } from '../../../utils/money'
import { CardCourses } from '../../components/AnnualPass'
import { formatDate } from '../../../utils/dates'
import '../../../i18n/zh-Hant/commerce'
import '../../../i18n/zh-Hant/specRest'
import '../../../services/api/commerce'

/**
 * Annual card benefits (the 9999 answer lands here). Two cards as tabs over one sheet: price, validity and the
 * actual courses each card makes free (from the catalogue, not marketing copy), then a comparison table.
 * Purchase goes through the confirm-order page (coupons, demo payment). A lower card than the active one is
 * not offered; the same card is "extend", a higher one "upgrade".
 */
function Equity() {
  const root = useStores()
  const { user, deps } = root
  const locale = getLocale()
  // arrived from a 9999 answer (stores/RootStore): say why this page opened
  const required = useRouter().params.required === '1'
  const data = useRemote(
    async () => {
      const [equity, difference] = await Promise.all([deps.api.commerce.equity(), deps.api.commerce.difference()])
      return { equity, difference } as { equity: EquityDTO; difference: DifferenceDTO }
    },
    [locale, user.isLoggedIn],
    (d) => d.equity.cards.length === 0
  )
  const [level, setLevel] = useState<1 | 2>(2)
  const eq = data.data?.equity
  useEffect(() => {
    if (eq?.level === 1) setLevel(2)
  }, [eq?.level])

  const card = eq?.cards.find((c) => c.level === level) ?? eq?.cards[0]
  const owned = eq?.level ?? 0
  const cardName = (l: number) => t(l === 2 ? 'commerce.kind.course_annual_advanced' : 'commerce.kind.course_annual')
  const action = !card
    ? ''
    : !card.purchasable
      ? t('commerce.equity.higherOwned')
      : owned === card.level
        ? t('commerce.equity.renew', { amount: formatAmount(card.product.price) })
        : owned > 0
          ? t('commerce.equity.upgrade', { amount: formatAmount(card.product.price) })
          : t('commerce.equity.buy', { amount: formatAmount(card.product.price) })
  const buy = () => {
    if (!card?.purchasable) return
    const url = buildUrl(Routes.courseOrder, { sku: card.product.code })
    if (user.isLoggedIn) navigate(url)
    else root.loginPanel.open(url)
  }
  const cell = (v: string | boolean) =>
    typeof v === 'string' ? (
      <Text className='eq__td' role='cell'>
        {v}
      </Text>
    ) : (
      <View className={`eq__td ${v ? 'eq__yes' : 'eq__no'}`} role='cell'>
        {v ? <Icon name='check' size={16} /> : <Text aria-hidden>—</Text>}
        <Text className='sr-only'>{v ? t('commerce.equity.yes') : t('commerce.equity.no')}</Text>
      </View>
    )

  return (
    <AppPage className='eq'>
      <NavBar title={t('common.titles.equity')} />
      <StateView remote={data}>
        {eq && card && (
          <>
            <View className='eq__hero'>
              <Text className='eq__heading'>{t('commerce.equity.heading')}</Text>
              <Text className='eq__status'>
                {owned
                  ? t('commerce.equity.current', { card: cardName(owned), date: formatDate(eq.expire_at) })
                  : t('commerce.equity.none')}
              </Text>
              {required && (
                <Text className='eq__status' role='status' data-testid='equity-required'>
                  {t('specRest.equity.required')}
                </Text>
              )}
            </View>
            <View className='eq__tabs' role='tablist'>
              {eq.cards.map((c) => (
                <Text
                  key={c.level}
                  className={`eq__tab${c.level === card.level ? ' eq__tab--on' : ''}`}
                  role='tab'
                  aria-selected={c.level === card.level}
                  data-level={c.level}
                  onClick={() => setLevel(c.level)}
                >
                  {c.product.title}
                </Text>
              ))}
            </View>
            <View className='eq__card'>
              <Text className='eq__h'>{card.product.title}</Text>
              <Text>
                <Text className='eq__price'>{formatPrice(card.product.price)}</Text>
                {card.product.original_price > card.product.price && (
                  <Text className='eq__strike'>{formatPrice(card.product.original_price)}</Text>
                )}
              </Text>
              <Text className='eq__muted'>
                {card.product.desc} · {t('commerce.days', { count: card.product.days })}
              </Text>
              <Text className='eq__muted'>{t('commerce.equity.includes', { count: card.course_count })}</Text>
            </View>
            <CardCourses
              title={t('commerce.equity.coursesTitle')}
              courses={card.courses}
              tag={(c) => (c.card_level === 2 ? cardName(2) : null)}
            />
            <View className='eq__card'>
              <Text className='eq__h'>{t('commerce.equity.compare')}</Text>
              <View className='eq__table' role='table'>
                <View className='eq__tr' role='row'>
                  <Text className='eq__th' role='columnheader' />
                  <Text className='eq__td' role='columnheader'>
                    {cardName(1)}
                  </Text>
                  <Text className='eq__td' role='columnheader'>
                    {cardName(2)}
                  </Text>
                </View>
                {data.data!.difference.rows.map((r) => (
                  <View key={r.key} className='eq__tr' role='row'>
                    <Text className='eq__th' role='rowheader'>
                      {r.title}
                    </Text>
                    {cell(r.annual)}
                    {cell(r.advanced)}
                  </View>
                ))}
              </View>
            </View>
            {owned > 0 && (
              <Text className='eq__link' role='link' onClick={() => navigate(Routes.mineAnnualPassPurchased)}>
                {t('commerce.equity.viewMine')}
              </Text>
            )}
            <PayBar
              className='eq__bar'
              actions={[{ className: 'eq__btn equity-buy', disabled: !card.purchasable, onClick: buy, label: action }]}
            />
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(Equity)
