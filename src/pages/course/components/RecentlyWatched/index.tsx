import { View, Text, Image, ScrollView } from '@tarojs/components'
import { observer } from 'mobx-react'
import SectionHeader from '../../../../components/SectionHeader'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { t, getLocale } from '../../../../i18n'
import { Routes, buildUrl } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import { imageAlt } from '../../../../utils/imageAlt'
import type { CourseHistoryDTO } from '../../../../protocol/courseFavorites'
import './index.scss'
import '../../../../i18n/zh-Hant/courseFavorites'

const percent = (h: CourseHistoryDTO) =>
  h.duration > 0 ? Math.min(100, Math.round((h.position / h.duration) * 100)) : 0

/**
 * The course tab's "recently watched" row (GET /v3/get/user/recently/look/{nav id}): the last courses the user
 * watched with how far, each resuming its lesson. Shows nothing while loading, on an error or when there is
 * nothing to show (it is a shortcut, not the tab's content). `refresh` changes when the tab is shown again.
 */
function RecentlyWatched({ navId, refresh }: { navId: number; refresh: number }) {
  const root = useStores()
  const { deps, user } = root
  const api = deps.api.course
  // reports kept offline go first, so the row includes them
  const recent = useRemote(
    () => root.playLogs.settled().then(() => api.recentlyWatched(navId)),
    [navId, getLocale(), user.token, refresh]
  )
  const rows = recent.data ?? []
  return (
    <View className={`recent-row${rows.length ? '' : ' recent-row--off'}`} data-count={rows.length}>
      <SectionHeader title={t('courseFavorites.recent.title')} />
      <ScrollView className='recent-row__scroll' scrollX enhanced showScrollbar={false}>
        <View className='recent-row__list'>
          {rows.map((h) => (
            <View
              key={h.id}
              className='recent-card'
              role='link'
              data-course={h.course.id}
              data-lesson={h.lesson_id}
              onClick={() => navigate(buildUrl(Routes.coursePlay, { sku: h.course.sku, lesson_id: h.lesson_id }))}
            >
              {/* the link's name is what it shows (no aria-label that differs from the visible text, WCAG 2.5.3) */}
              <Text className='sr-only'>{t('courseFavorites.recent.resume')} </Text>
              <Image
                {...imageAlt('')}
                className='recent-card__cover'
                src={api.mediaSrc(h.course.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View
                className='recent-card__bar'
                role='progressbar'
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent(h)}
                aria-label={t('courseFavorites.recent.progressLabel', { percent: percent(h) })}
              >
                <View className='recent-card__fill' style={{ width: `${percent(h)}%` }} />
              </View>
              <Text className='recent-card__title'>{h.course.title}</Text>
              <Text className='recent-card__lesson'>{h.lesson_title}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}

export default observer(RecentlyWatched)
