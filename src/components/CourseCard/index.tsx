import { View, Image, Text } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { observer } from 'mobx-react'
import type { CourseCardDTO } from '../../protocol/course'
import { t, type TKey } from '../../i18n'
import { mediaUrl } from '../../services/http'
import { openCourseCard } from '../../navigation/jumpOnTap'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/tabs'

const LIVE_KEY: Record<number, TKey> = {
  1: 'tabs.course.liveUpcoming',
  2: 'tabs.course.liveNow',
  3: 'tabs.course.liveReplay'
}

/**
 * What the card's foot says instead of a price when the card is not a course sold by price: membership cards
 * and meditation content (whose access depends on membership, so "free" would be wrong).
 */
function kindLabel(card: CourseCardDTO): string | null {
  if (card.jump_type === 0 || (card.jump_type === null && card.type === 3)) return t('tabs.course.kindMembership')
  if (card.jump_type === 1) return t('tabs.course.kindAlbum')
  if (card.jump_type === 2) return t('tabs.course.kindPractice')
  if (card.jump_type === 3) return t('tabs.course.kindPlan')
  return null
}

/** The price, or what a course of price 0 takes: "free" only when no annual card is needed (issue 33). */
function priceLabel(card: CourseCardDTO): string {
  if (card.price > 0) return formatPrice(card.price)
  if (card.card_level >= 2) return t('tabs.course.cardOnlyAdvanced')
  if (card.card_level === 1) return t('tabs.course.cardOnly')
  return t('tabs.course.free')
}

/** A course card; tapping it follows the course-card jump rules (spec §2). */
function CourseCard({ card, waterfall }: { card: CourseCardDTO; waterfall?: boolean }) {
  const open = () => openCourseCard(card, { waterfall })
  return (
    <View
      className={`course-card${waterfall ? ' course-card--waterfall' : ''}`}
      role='link'
      onClick={open}
      data-sku={card.sku}
    >
      <View className='course-card__cover-wrap'>
        <Image
          {...imageAlt('')}
          className='course-card__cover'
          src={mediaUrl(card.cover)}
          mode='aspectFill'
          lazyLoad
          aria-hidden
        />
        {card.live_status > 0 && (
          <Text className={`course-card__live course-card__live--${card.live_status}`}>
            {t(LIVE_KEY[card.live_status])}
          </Text>
        )}
      </View>
      <View className='course-card__body'>
        <Text className='course-card__title'>{card.title}</Text>
        <Text className='course-card__sub'>{card.teacher}</Text>
        <View className='course-card__foot'>
          <Text className='course-card__price' data-kind={kindLabel(card) ? 'kind' : 'price'}>
            {kindLabel(card) ?? priceLabel(card)}
          </Text>
          {card.study_people > 0 && (
            <Text className='course-card__people'>{t('tabs.course.studyPeople', { count: card.study_people })}</Text>
          )}
        </View>
      </View>
    </View>
  )
}

export default observer(CourseCard)
