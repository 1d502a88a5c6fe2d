import { View, Text, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import VideoFrame from '../../components/VideoFrame'
import SectionHeader from '../../components/SectionHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { clock } from '../../utils/mediaTime'
import type { CourseDetailDTO, LessonDTO } from '../../protocol/course'
import { cardKey } from '../../utils/format'
import Comments from '../../components/Comments'
import PayBar from '../../components/PayBar'
import Icon from '../../components/Icon'
import PaywallSheet from '../../components/PaywallSheet'
import FavoriteToggle from '../../components/FavoriteToggle'
import { formatPrice } from '../../utils/price'
import './detail.scss'
import { imageAlt } from '../../utils/imageAlt'
import { isRead, readMinutes } from './components/LessonText'
import '../../i18n/zh-Hant/course'
import '../../i18n/zh-Hant/hub'
import '../../i18n/zh-Hant/gifts'
import '../../i18n/zh-Hant/specRest'

/**
 * Course detail (spec §2 course/detail?sku), laid out like the course apps people know (得到, Coursera, 小鵝通):
 * trailer on top, title/teacher/learners, a sticky action bar whose primary button is always the next useful
 * step (start or continue learning; else try the free preview, with the price and the annual card that
 * includes it), then intro, the lesson list with preview/lock marks, learners and comments.
 * The server decides what is locked; the page only shows it.
 */
/** A course of price 0: "free" only when no annual card is needed; card-only courses say which card (issue 33). */
function zeroPrice(cardLevel: number): string {
  if (cardLevel >= 2) return t('course.cardOnlyAdvanced')
  return cardLevel === 1 ? t('course.cardOnly') : t('course.free')
}

function accessLine(d: CourseDetailDTO): string {
  if (d.access.via === 'free') return t('course.detail.accessFree')
  if (d.access.via === 'owned') return t('course.detail.accessOwned')
  if (d.access.via === 'card') return t('course.detail.accessCard', { card: t(cardKey(d.card_level)) })
  if (d.card_level > 0) return t('course.detail.cardIncluded', { card: t(cardKey(d.card_level)) })
  return t('course.detail.buyHint')
}

function CourseDetail() {
  const { deps, user } = useStores()
  const api = deps.api.course
  const sku = useRouter().params.sku || ''
  const locale = getLocale()
  const detail = useRemote(() => api.detail(sku), [sku, locale, user.token])
  const people = useRemote(() => api.studyPeople(sku), [sku, locale])
  // this user's price (card, best coupon): the same server function as the checkout's quote
  const yourPrice = useRemote(
    () => (user.isLoggedIn ? api.studyPrice(sku) : Promise.resolve(null)),
    [sku, locale, user.token]
  )
  const [commentDelta, setCommentDelta] = useState(0)
  const [paywall, setPaywall] = useState(false)
  usePullToRefresh(detail, people)

  const play = (lesson?: LessonDTO) => {
    const d = detail.data
    if (!d) return
    if (lesson?.locked) {
      setPaywall(true)
      return
    }
    navigate(buildUrl(Routes.coursePlay, { sku: d.sku, lesson_id: lesson?.id }))
  }

  const d = detail.data
  // card-only (a card level and nothing to pay) and not this user's: there is nothing to buy, only the annual card
  // opens it, so its actions lead to the card's equity page (where the server's 9999 sends a player too)
  const cardOnly = !!d && d.price <= 0 && d.card_level > 0 && !d.access.can_learn
  const seeCard = () => navigate(buildUrl(Routes.mineAnnualPassEquity, { required: 1 }))
  const preview = d?.lessons.find((l) => !l.locked)
  const resume = d?.lessons.find((l) => l.position > 0 && !l.locked)
  return (
    <AppPage className='course-detail'>
      <NavBar title={detail.data?.title ?? t('common.titles.courseDetail')} />
      <StateView remote={detail}>
        {d && (
          <View>
            <View className={`course-detail__hero${d.trailer ? ' course-detail__hero--video' : ''}`}>
              {d.trailer ? (
                <VideoFrame
                  className='course-detail__trailer'
                  frameClassName='course-detail__frame'
                  src={api.mediaSrc(d.trailer)}
                  poster={api.mediaSrc(d.cover)}
                  controls
                  objectFit='cover'
                  aria-label={t('course.play.videoLabel', { title: d.title })}
                />
              ) : d.cover ? (
                <Image
                  {...imageAlt('')}
                  className='course-detail__cover'
                  src={api.mediaSrc(d.cover)}
                  mode='aspectFill'
                  aria-hidden
                />
              ) : (
                // no cover yet: a drawn one (a moon over the horizon, the title) instead of an empty dark box
                <View className='course-detail__cover course-detail__cover--drawn' aria-hidden>
                  <View className='course-detail__moon' />
                  <Text className='course-detail__cover-title'>{d.title}</Text>
                </View>
              )}
            </View>
            <View className='course-detail__head'>
              <Text className='course-detail__title' role='heading' aria-level={1}>
                {d.title}
              </Text>
              {d.subtitle && <Text className='course-detail__subtitle'>{d.subtitle}</Text>}
              <View className='course-detail__meta'>
                {d.teacher && <Text>{t('course.detail.teacher', { name: d.teacher })}</Text>}
                <Text>{t('course.studyPeople', { count: people.data?.total ?? d.study_people })}</Text>
              </View>
              <View className='course-detail__price-row'>
                {d.price > 0 ? (
                  <Text className='course-detail__price'>{formatPrice(d.price)}</Text>
                ) : (
                  <Text className='course-detail__price'>{zeroPrice(d.access.card_level)}</Text>
                )}
                {d.original_price > d.price && (
                  <Text className='course-detail__original'>{formatPrice(d.original_price)}</Text>
                )}
                {d.card_level > 0 && <Text className='course-detail__card'>{t(cardKey(d.card_level))}</Text>}
              </View>
              {yourPrice.data?.can_buy === 1 && yourPrice.data.user_coupon_id !== null && (
                <Text className='course-detail__your-price' data-testid='your-price'>
                  {t('specRest.price.withCoupon', {
                    coupon: yourPrice.data.coupon_title,
                    discount: formatPrice(yourPrice.data.discount),
                    pay: formatPrice(yourPrice.data.pay_amount)
                  })}
                </Text>
              )}
              <View className='course-detail__access-row'>
                <Text
                  className={`course-detail__access${d.access.can_learn ? ' is-open' : ''}`}
                  data-access={d.access.via ?? 'locked'}
                >
                  {accessLine(d)}
                </Text>
                <FavoriteToggle courseId={d.id} title={d.title} favorited={d.favorited} />
              </View>
            </View>

            <View className='course-detail__section'>
              <SectionHeader title={t('course.detail.intro')} />
              <Text className='course-detail__intro' userSelect>
                {d.intro}
              </Text>
            </View>

            <View className='course-detail__section'>
              <SectionHeader
                title={`${t('course.detail.lessons')} · ${t('course.detail.lessonCount', { count: d.lessons.length })}`}
              />
              <View className='course-lessons' role='list'>
                {d.lessons.map((l, i) => (
                  <View
                    key={l.id}
                    role='listitem'
                    className={`course-lesson${l.locked ? ' course-lesson--locked' : ''}`}
                    data-lesson={l.id}
                    data-locked={l.locked ? '1' : '0'}
                    onClick={() => play(l)}
                    aria-label={
                      l.locked
                        ? t('course.detail.lockedLabel', { title: l.title })
                        : t(l.kind === 'text' ? 'course.text.readLabel' : 'course.detail.playLabel', { title: l.title })
                    }
                  >
                    <Text className='course-lesson__index'>{String(i + 1).padStart(2, '0')}</Text>
                    <View className='course-lesson__body'>
                      <Text className='course-lesson__title'>{l.title}</Text>
                      <Text className='course-lesson__time'>
                        {l.kind === 'text'
                          ? isRead(l)
                            ? t('course.text.done')
                            : t('course.text.readTime', { count: readMinutes(l) })
                          : clock(l.duration)}
                        {l.position > 0 && l.kind !== 'text'
                          ? ` · ${t('course.play.resumed', { time: clock(l.position) })}`
                          : ''}
                      </Text>
                    </View>
                    {l.locked ? (
                      <View className='course-lesson__lock' aria-hidden>
                        <Icon name='lock' size={14} />
                        <Text>{t('course.detail.locked')}</Text>
                      </View>
                    ) : l.is_free && !d.access.can_learn ? (
                      <Text className='course-lesson__free'>{t('course.detail.preview')}</Text>
                    ) : (
                      <Icon
                        name={l.kind === 'text' ? 'bullet-list' : 'play'}
                        size={16}
                        className='course-lesson__play'
                      />
                    )}
                  </View>
                ))}
              </View>
            </View>

            {people.data && people.data.people.length > 0 && (
              <View className='course-detail__section'>
                <SectionHeader title={t('course.detail.learners')} />
                <View className='course-learners'>
                  {people.data.people.map((p, i) => (
                    <View key={i} className='course-learners__avatar' aria-label={p.nickname}>
                      {p.avatar ? (
                        <Image
                          {...imageAlt('')}
                          src={api.mediaSrc(p.avatar)}
                          className='course-learners__img'
                          aria-hidden
                        />
                      ) : (
                        <Text>{(p.nickname || '?').slice(0, 1)}</Text>
                      )}
                    </View>
                  ))}
                  <Text className='course-learners__total'>
                    {t('course.detail.learnersTotal', { count: people.data.total })}
                  </Text>
                </View>
              </View>
            )}

            <View className='course-detail__section'>
              <SectionHeader
                title={t('course.comments.count', { count: d.comment_count + commentDelta })}
                moreText={t('hub.allMessages')}
                onMore={() => navigate(buildUrl(Routes.studyCourseComments, { course_id: d.id, title: d.title }))}
              />
              <Comments thread={{ kind: 'course', id: d.id }} onCountChange={(n) => setCommentDelta((x) => x + n)} />
            </View>

            {d.price > 0 && (
              <Text
                className='course-detail__gift'
                role='link'
                data-testid='course-gift'
                onClick={() => navigate(buildUrl(Routes.courseOrder, { sku: d.sku, gift: 1 }))}
              >
                {t('gifts.present.giftCheckout')}
              </Text>
            )}
            <PayBar
              className='course-detail__bar'
              // a card-only course says so above: the bar gives the whole row to the card's button
              price={
                d.access.can_learn || cardOnly
                  ? undefined
                  : d.price > 0
                    ? formatPrice(d.price)
                    : zeroPrice(d.access.card_level)
              }
              originalPrice={
                !d.access.can_learn && d.original_price > d.price ? formatPrice(d.original_price) : undefined
              }
              actions={
                d.access.can_learn
                  ? [
                      {
                        label: resume
                          ? t('course.play.resumed', { time: clock(resume.position) })
                          : t('course.detail.start'),
                        className: 'course-detail__primary',
                        onClick: () => play(resume ?? preview)
                      }
                    ]
                  : [
                      ...(preview
                        ? [
                            {
                              label: t('course.detail.preview'),
                              kind: 'secondary' as const,
                              className: 'course-detail__secondary',
                              onClick: () => play(preview)
                            }
                          ]
                        : []),
                      cardOnly
                        ? { label: t('course.detail.seeCard'), className: 'course-detail__primary', onClick: seeCard }
                        : {
                            label: t('course.detail.buyShort'),
                            className: 'course-detail__primary',
                            onClick: () => navigate(buildUrl(Routes.courseOrder, { sku: d.sku }))
                          }
                    ]
              }
            />
          </View>
        )}
      </StateView>
      {d && (
        <PaywallSheet
          isOpened={paywall}
          title={t('course.play.lockedTitle')}
          text={cardOnly ? t('errors.annualPassRequired') : t('course.play.lockedHint')}
          onClose={() => setPaywall(false)}
          actions={[
            ...(cardOnly
              ? []
              : [
                  {
                    label: `${t('course.detail.buyShort')} ${formatPrice(d.price)}`,
                    className: 'paywall-buy',
                    onClick: () => {
                      setPaywall(false)
                      navigate(buildUrl(Routes.courseOrder, { sku: d.sku }))
                    }
                  }
                ]),
            ...(d.card_level > 0
              ? [
                  {
                    label: t('course.detail.seeCard'),
                    onClick: () => {
                      setPaywall(false)
                      if (cardOnly) seeCard()
                      else navigate(Routes.mineAnnualPassEquity)
                    }
                  }
                ]
              : [])
          ]}
        />
      )}
    </AppPage>
  )
}

export default observer(CourseDetail)
