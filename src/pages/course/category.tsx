import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import CourseCard from '../../components/CourseCard'
import SectionHeader from '../../components/SectionHeader'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import type { CourseFloorDTO } from '../../protocol/course'
import './category.scss'
import '../../i18n/zh-Hant/course'

/**
 * course/category?id: every course of one course nav ("module", deep link course/module?id), from
 * GET /v3/course/navInfo/{id}. Decisions: the bar title is the module's name (like a category screen in the
 * big course apps) with a count under it; the module's floors stay as sections (the editors' grouping: "featured",
 * "new", ...) but show all their cards, so there is no "more" link; a card already shown in an earlier section
 * is not repeated.
 */
function Section({ floor }: { floor: CourseFloorDTO }) {
  const waterfall = floor.style === 4
  return (
    <View className='course-floor' data-floor={floor.id}>
      <SectionHeader title={floor.title} />
      {waterfall ? (
        <View className='course-category__waterfall'>
          {[0, 1].map((col) => (
            <View key={col} className='course-category__col'>
              {floor.items
                .filter((_, i) => i % 2 === col)
                .map((c) => (
                  <CourseCard key={c.id} card={c} waterfall />
                ))}
            </View>
          ))}
        </View>
      ) : (
        floor.items.map((c) => <CourseCard key={c.id} card={c} />)
      )}
    </View>
  )
}

/** The floors with cards seen in an earlier floor removed, and floors left empty dropped. */
export function dedupeFloors(floors: CourseFloorDTO[]): CourseFloorDTO[] {
  const seen = new Set<string>()
  return floors
    .map((f) => ({
      ...f,
      items: f.items.filter((c) => {
        const key = `${c.type}:${c.id}:${c.sku}`
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
    }))
    .filter((f) => f.items.length > 0)
}

function CourseCategory() {
  const { deps } = useStores()
  const id = useRouter().params.id || ''
  const locale = getLocale()
  const info = useRemote(
    async () => {
      if (!/^\d+$/.test(id)) throw new Error('no category id')
      const data = await deps.api.course.navInfo(id)
      return { ...data, floors: dedupeFloors(data.floors) }
    },
    [id, locale],
    (d) => d.floors.length === 0
  )
  useNavTitle(info.data?.nav.title || t('course.category.title'))
  usePullToRefresh(info)
  const total = info.data ? info.data.floors.reduce((n, f) => n + f.items.length, 0) : 0

  return (
    <AppPage className='course-category'>
      <NavBar title={t('common.titles.courseCategory')} />
      {info.data && (
        <View className='course-category__head'>
          <Text className='course-category__head-title' role='heading' aria-level={1}>
            {info.data.nav.title}
          </Text>
          {total > 0 && (
            <Text className='course-category__head-count'>{t('course.category.count', { count: total })}</Text>
          )}
        </View>
      )}
      <StateView remote={info} emptyText={t('course.category.empty')}>
        {info.data && info.data.floors.map((f) => <Section key={f.id} floor={f} />)}
      </StateView>
    </AppPage>
  )
}

export default observer(CourseCategory)
