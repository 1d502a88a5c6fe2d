import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { CardCourses } from '../../components/AnnualPass'
import { formatDate } from '../../../utils/dates'
import '../../../i18n/zh-Hant/commerce'
import '../../../services/api/commerce'

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
            <CardCourses title={t('commerce.equityPurchased.courses')} courses={card.courses} />
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
