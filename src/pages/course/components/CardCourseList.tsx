import { View, Text, Image } from '@tarojs/components'
import type { EquityCourseDTO } from '../../../protocol/commerce'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { mediaUrl } from '../../../services/http'
import { t } from '../../../i18n'
import { cardKey } from '../../../utils/format'
import './CardCourseList.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/cards'

/**
 * The courses an annual card makes free, one row each opening the course (the annual card and card member
 * pages). `play` opens the player instead of the detail (the member centre: the card holder learns at once).
 */
export function CardCourseList({
  title,
  courses,
  play,
  markAdvanced
}: {
  title: string
  courses: EquityCourseDTO[]
  play?: boolean
  markAdvanced?: boolean
}) {
  return (
    <View className='ccl'>
      <Text className='ccl__h' role='heading' aria-level={2}>
        {title}
      </Text>
      {courses.map((c) => (
        <View
          key={c.sku}
          className='ccl__row'
          role='link'
          data-sku={c.sku}
          onClick={() => navigate(buildUrl(play ? Routes.coursePlay : Routes.courseDetail, { sku: c.sku }))}
        >
          <Image {...imageAlt('')} className='ccl__cover' src={mediaUrl(c.cover)} mode='aspectFill' aria-hidden />
          <Text className='ccl__title'>{c.title}</Text>
          {markAdvanced && c.card_level === 2 && <Text className='ccl__tag'>{t(cardKey(2))}</Text>}
          {play && <Text className='ccl__go'>{t('cards.vip.learn')}</Text>}
        </View>
      ))}
    </View>
  )
}
