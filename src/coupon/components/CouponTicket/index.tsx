import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { t } from '../../../i18n'
import { formatPrice } from '../../../utils/money'
import { formatDate } from '../../../utils/dates'
import './index.scss'
import '../../../i18n/zh-Hant/commerce'
import '../../../i18n/zh-Hant/couponShare'

export interface TicketCoupon {
  title: string
  amount: number
  min_amount: number
  scope: 'all' | 'course'
  expires_at: string
}

/** One coupon as a ticket (amount stub, title, scope, expiry) on the coupon pages; `children` go below it. */
export default function CouponTicket({ coupon, children }: { coupon: TicketCoupon; children?: ReactNode }) {
  return (
    <View className='coupon-ticket' data-testid='coupon-ticket'>
      <View className='coupon-ticket__stub'>
        <Text className='coupon-ticket__value'>{formatPrice(coupon.amount)}</Text>
        <Text className='coupon-ticket__min'>
          {coupon.min_amount > 0
            ? t('couponShare.min', { amount: formatPrice(coupon.min_amount) })
            : t('couponShare.any')}
        </Text>
      </View>
      <View className='coupon-ticket__body'>
        <Text className='coupon-ticket__title'>{coupon.title}</Text>
        <Text className='coupon-ticket__meta'>
          {coupon.scope === 'course' ? t('commerce.coupon.scopeCourse') : t('commerce.coupon.scopeAll')}
        </Text>
        <Text className='coupon-ticket__meta'>{t('couponShare.until', { date: formatDate(coupon.expires_at) })}</Text>
        {children}
      </View>
    </View>
  )
}
