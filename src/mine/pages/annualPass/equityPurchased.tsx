import { View, Text, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import './equity.scss'
import { mediaUrl } from '../../../services/http'
import { formatDate } from '../../../utils/dates'

/** The user's active annual card: which, until when, and the courses it opens (each a link to learn). */
function EquityPurchased() {
  const root = useStores()
  const { user, deps } = root
  const locale = getLocale()
  const eq = useRemote(() => deps.api.commerce.equity(), [locale, user.isLoggedIn])
  usePullToRefresh(eq)
  const data = eq.data
  const card = data && data.level ? data.cards.find((c) => c.level === data.level) : null

  return (
    <AppPage className='eq'>
      <NavBar title={t('common.titles.equityPurchased')} />
      <StateView remote={eq}>
        {data && !card && (
          <View className='eq__card'>
            <Text className='eq__h'>{t('commerce.equityPurchased.none')}</Text>
            <Button className='eq__btn' onClick={() => navigate(Routes.mineAnnualPassEquity, 'redirect')}>
              {t('commerce.equityPurchased.goBuy')}
            </Button>
          </View>
        )}
        {data && card && (
          <>
            <View className='eq__hero'>
              <Text className='eq__heading'>{card.product.title}</Text>
              <Text className='eq__status'>
                {t('commerce.equityPurchased.until', { date: formatDate(data.expire_at) })}
              </Text>
            </View>
            <View className='eq__card'>
              <Text className='eq__h'>{t('commerce.equityPurchased.courses')}</Text>
              {card.courses.map((c) => (
                <View
                  key={c.sku}
                  className='eq__course'
                  role='link'
                  onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: c.sku }))}
                >
                  <Image
                    nativeProps={{ alt: '' }}
                    className='eq__cover'
                    src={mediaUrl(c.cover)}
                    mode='aspectFill'
                    aria-hidden
                  />
                  <Text className='eq__ctitle'>{c.title}</Text>
                </View>
              ))}
            </View>
            <Text className='eq__link' role='link' onClick={() => navigate(Routes.mineAnnualPassEquity)}>
              {t('commerce.equityPurchased.renewOrUpgrade')}
            </Text>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(EquityPurchased)
