import { View, Text, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { mediaUrl } from '../../services/http'
import { formatPrice } from '../../utils/money'
import CouponTicket from '../components/CouponTicket'
import './couponCourseList.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/couponShare'
import '../../services/api/commerce'

/** coupon/pages/couponCourseList?id: the courses one of my coupons applies to, with the price after it. */
function CouponCourseList() {
  const { deps, user } = useStores()
  const id = Number(useRouter().params.id ?? 0)
  const locale = getLocale()
  const data = useRemote(() => deps.api.commerce.couponCourses(id), [id, locale, user.isLoggedIn])
  usePullToRefresh(data)
  const d = data.data

  return (
    <AppPage className='cs-page'>
      <NavBar title={t('couponShare.titles.courses')} />
      <StateView remote={data}>
        {d && (
          <>
            <CouponTicket coupon={d.coupon} />
            <Text className='cs-card cs-text'>
              {d.membership ? t('couponShare.courses.membership') : t('couponShare.courses.courseOnly')}
            </Text>
            <View className='cs-card' data-testid='coupon-courses'>
              {d.courses.length === 0 ? (
                <Text className='cs-text'>{t('couponShare.courses.empty')}</Text>
              ) : (
                d.courses.map((c) => (
                  <View
                    key={c.sku}
                    className='cs-course'
                    role='link'
                    data-sku={c.sku}
                    onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: c.sku }))}
                  >
                    <Image
                      className='cs-course__cover'
                      src={mediaUrl(c.cover)}
                      mode='aspectFill'
                      {...imageAlt('')}
                      aria-hidden
                    />
                    <View className='cs-course__main'>
                      <Text className='cs-course__title'>{c.title}</Text>
                      <Text className='cs-course__price'>{formatPrice(c.price)}</Text>
                      <Text className='cs-course__pay'>
                        {t('couponShare.courses.after', { price: formatPrice(c.pay_price) })}
                      </Text>
                    </View>
                  </View>
                ))
              )}
            </View>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(CouponCourseList)
