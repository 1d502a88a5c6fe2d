import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import CouponTicket from '../components/CouponTicket'
import './getSuccess.scss'
import '../../i18n/zh-Hant/couponShare'
import '../../services/api/commerce'

/** coupon/pages/getSuccess?id: a claimed coupon is in my account now; where to go with it. */
function GetSuccess() {
  const { deps, user } = useStores()
  const id = Number(useRouter().params.id ?? 0)
  const locale = getLocale()
  const coupon = useRemote(
    async () => (user.isLoggedIn ? ((await deps.api.commerce.coupons()).find((c) => c.id === id) ?? null) : null),
    [id, locale, user.isLoggedIn],
    (x) => x === null
  )
  const c = coupon.data

  return (
    <AppPage className='cs-page'>
      <NavBar title={t('couponShare.titles.success')} />
      <StateView remote={coupon}>
        {c && (
          <>
            <View className='cs-done' data-testid='claim-success'>
              <Text className='cs-done__mark' aria-hidden>
                ✓
              </Text>
              <Text className='cs-done__heading' role='heading' aria-level={1}>
                {t('couponShare.success.heading')}
              </Text>
              <Text className='cs-done__line'>{t('couponShare.success.text', { title: c.title })}</Text>
            </View>
            <CouponTicket coupon={c} />
            <View className='cs-card'>
              <Button className='cs-btn' onClick={() => navigate(buildUrl(Routes.couponCourseList, { id: c.id }))}>
                {t('couponShare.success.toCourses')}
              </Button>
              <Button className='cs-btn cs-btn--ghost' onClick={() => navigate(Routes.couponList, 'redirect')}>
                {t('couponShare.success.toList')}
              </Button>
            </View>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(GetSuccess)
