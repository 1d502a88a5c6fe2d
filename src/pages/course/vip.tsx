import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { CardCourseList } from './components/CardCourseList'
import './vip.scss'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/cards'
import '../../services/api/commerce'

const DAY = 86_400_000

/**
 * The course member centre: the card held and until when, its benefits, the courses it opens (each plays at
 * once), and renew / upgrade (through the annual card page, priced by the server). Without a card, a way to
 * the cards; logged out, the login panel.
 */
function CourseVip() {
  useNavTitle(t('cards.vip.navTitle'))
  const root = useStores()
  const { user, deps } = root
  const equity = useRemote(() => deps.api.commerce.equity(), [getLocale(), user.isLoggedIn])
  usePullToRefresh(equity)
  const eq = equity.data
  const card = eq && eq.level ? eq.cards.find((c) => c.level === eq.level) : undefined
  const daysLeft = eq?.expire_at ? Math.max(0, Math.ceil((new Date(eq.expire_at).getTime() - Date.now()) / DAY)) : 0

  return (
    <AppPage className='cm-page cv'>
      <StateView remote={equity}>
        {eq && !card && (
          <View className='cm-card cv__none'>
            <Text className='cm-h'>{t('cards.vip.none')}</Text>
            <Button
              className='cm-btn cv__go'
              onClick={() =>
                user.isLoggedIn ? navigate(Routes.courseAnnualPass) : root.loginPanel.open(Routes.courseVip)
              }
            >
              {user.isLoggedIn ? t('cards.vip.goBuy') : t('login.submit')}
            </Button>
          </View>
        )}
        {eq && card && (
          <>
            <View className={`cv__card cv__card--${card.level}`} data-level={card.level}>
              <Text className='cv__name' role='heading' aria-level={1}>
                {card.product.title}
              </Text>
              <Text className='cv__until'>{t('cards.vip.until', { date: formatDate(eq.expire_at) })}</Text>
              <Text className='cv__left'>{t('cards.vip.daysLeft', { count: daysLeft })}</Text>
            </View>
            <View className='cm-card'>
              <Text className='cm-h' role='heading' aria-level={2}>
                {t('cards.vip.equity')}
              </Text>
              <Text className='cv__equity'>✓ {t('cards.vip.equityCourses', { count: card.course_count })}</Text>
              <Text className='cv__equity'>✓ {t('cards.vip.equityUpdates')}</Text>
              {card.level === 1 && <Text className='cv__equity'>✓ {t('cards.vip.equityUpgrade')}</Text>}
            </View>
            <CardCourseList title={t('cards.vip.courses')} courses={card.courses} play />
            <View className='cv__actions'>
              <Button className='cm-btn cv__renew' onClick={() => navigate(Routes.courseAnnualPass)}>
                {card.level === 1 ? t('cards.vip.upgrade') : t('cards.vip.renew')}
              </Button>
              <Text className='cm-link' role='link' onClick={() => navigate(Routes.courseDifference)}>
                {t('cards.vip.compare')}
              </Text>
            </View>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(CourseVip)
