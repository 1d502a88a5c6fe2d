import { View, Text, Button } from '@tarojs/components'
import { formatPrice } from '../../../utils/price'
import { t } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import './index.scss'
import '../../../i18n/zh-Hant/course'

/** Price, the original price and the seats left: the head of a camp or a ticket. */
export function PriceAndSeats({
  price,
  original,
  seats,
  left
}: {
  price: number
  original: number
  seats: number
  left: number
}) {
  return (
    <>
      <View className='course-event__price-row'>
        <Text className='course-event__price'>{price > 0 ? formatPrice(price) : t('course.free')}</Text>
        {original > price && <Text className='course-event__original'>{formatPrice(original)}</Text>}
      </View>
      {seats > 0 && (
        <Text className={`course-event__seats${left === 0 ? ' is-full' : ''}`}>
          {left === 0
            ? t('course.camp.soldOut')
            : `${t('course.camp.seats', { count: seats })} · ${t('course.camp.seatsLeft', { count: left })}`}
        </Text>
      )}
    </>
  )
}

/** The sign-up bar: signed up → the state; full → sold out; else sign-up through the order page. */
export function SignUpBar({
  signedUp,
  left,
  seats,
  price,
  sku
}: {
  signedUp: boolean
  left: number
  seats: number
  price: number
  sku: string
}) {
  return (
    <View className='event-bar' data-signed-up={signedUp ? '1' : '0'}>
      {signedUp ? (
        <Text className='course-event__state' role='status'>
          {t('course.camp.signedUp')}
        </Text>
      ) : seats > 0 && left === 0 ? (
        <Text className='course-event__state'>{t('course.camp.soldOut')}</Text>
      ) : (
        <Button className='event-bar__action' onClick={() => navigate(buildUrl(Routes.courseOrder, { sku }))}>
          {t('course.camp.signUp', { price: price > 0 ? formatPrice(price) : t('course.free') })}
        </Button>
      )}
    </View>
  )
}
