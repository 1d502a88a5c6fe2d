import { View, Text, Image, Button } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import type { PurchaseDTO } from '../../services/api/commerce'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { learnUrl } from './checkout'
import { mediaUrl } from '../../services/http'
import { formatDate } from '../../utils/dates'
import './purchased.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

/** What the user bought or redeemed, newest first (spec §2: white bar). A row opens what it unlocked. */
function Purchased() {
  const root = useStores()
  const { user, loginPanel, deps } = root
  const locale = getLocale()
  const list = usePagedList((page) => deps.api.commerce.purchases(page, 20), [user.isLoggedIn, locale], user.isLoggedIn)
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

  const open = (p: PurchaseDTO) => {
    if (p.item.kind === 'course') navigate(learnUrl(p.item))
    else if (p.item.kind === 'meditation_vip') navigate(Routes.meditationVipMember)
    else navigate(Routes.mineAnnualPassPurchased)
  }

  if (!user.isLoggedIn) {
    return (
      <AppPage className='cm-page'>
        <NavBar title={t('common.titles.purchased')} />
        <View className='cm-card'>
          <Text className='cm-muted'>{t('commerce.purchased.empty')}</Text>
          <Button className='cm-btn' onClick={() => loginPanel.open(Routes.coursePurchased)}>
            {t('commerce.loginToBuy')}
          </Button>
        </View>
      </AppPage>
    )
  }
  return (
    <AppPage className='cm-page purchased'>
      <NavBar title={t('common.titles.purchased')} />
      <StateView remote={list} emptyText={t('commerce.purchased.empty')}>
        {list.items.map((p) => (
          <View key={p.order_no} className='cm-card order__item purchased__row' role='link' onClick={() => open(p)}>
            {p.item.cover ? (
              <Image
                {...imageAlt('')}
                className='order__cover'
                src={mediaUrl(p.item.cover)}
                mode='aspectFill'
                aria-hidden
              />
            ) : (
              <View className='order__badge' aria-hidden>
                {t(`commerce.kind.${p.item.kind}`)}
              </View>
            )}
            <View className='order__body'>
              <Text className='order__title'>{p.item.title}</Text>
              <Text className='cm-muted'>
                {t(`commerce.kind.${p.item.kind}`)} · {t('commerce.purchased.paidOn', { date: formatDate(p.paid_at) })}
              </Text>
              <Text className='cm-muted'>
                {p.provider === 'exchange' ? t('commerce.purchased.exchanged') : `${formatPrice(p.pay_amount)}`}
              </Text>
            </View>
          </View>
        ))}
        <Text className='cm-note'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
      </StateView>
      {list.state === 'empty' && (
        <Text className='cm-link' role='link' onClick={() => navigate(Routes.courseHome)}>
          {t('commerce.purchased.browse')}
        </Text>
      )}
    </AppPage>
  )
}

export default observer(Purchased)
