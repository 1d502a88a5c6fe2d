import { View, Text, ScrollView } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../components/AppPage/TabPage'
import StateView from '../../components/StateView'
import { tabAnimation } from '../../components/TabBar/entries'
import BannerSwiper from '../../components/BannerSwiper'
import CourseCard from '../../components/CourseCard'
import SearchEntry from '../../components/Search/SearchEntry'
import SectionHeader from '../../components/SectionHeader'
import RecentlyWatched from './components/RecentlyWatched/lazy'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { CourseFloorDTO } from '../../protocol/course'
import './index.scss'
import '../../i18n/zh-Hant/tabs'

function CourseFloor({ floor }: { floor: CourseFloorDTO }) {
  const more = floor.has_more ? () => navigate(buildUrl(Routes.floorMore, { id: floor.id, j: 'c' })) : undefined
  const waterfall = floor.style === 4
  return (
    <View className='course-floor' data-floor={floor.id}>
      <SectionHeader title={floor.title} onMore={more} />
      {waterfall ? (
        <View className='course-floor__waterfall'>
          {[0, 1].map((col) => (
            <View key={col} className='course-floor__col'>
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

function CourseHome() {
  const { deps, user } = useStores()
  const router = useRouter()
  const locale = getLocale()
  const [tag, setTag] = useState<string | undefined>(router.params.tag || undefined)
  const navs = useRemote(
    () => deps.api.course.navList(),
    [locale],
    (list) => list.length === 0
  )
  // No tag asked for: the server answers its first nav (and says which), so the first read does not wait for the
  // nav list and is not made again when that list arrives (it is also the read warmReads.h5.ts starts at launch).
  const content = useRemote(
    () => Promise.all([deps.api.course.indexFloor(tag), deps.api.course.indexAds(tag)]),
    [locale, tag],
    ([index, ads]) => index.floors.length === 0 && ads.length === 0
  )
  const current = tag ?? content.data?.[0].nav.tag ?? navs.data?.[0]?.tag
  // the "recently watched" row: mounted after the first paint (its code is fetched then), re-read on each showing
  const [painted, setPainted] = useState(false)
  useEffect(() => setPainted(true), [])
  const [shown, setShown] = useState(0)
  useDidShow(() => setShown((n) => n + 1))
  usePullToRefresh(navs, content, () => setShown((n) => n + 1))

  return (
    <AppPage tab={Routes.courseHome} className='course-home'>
      <View className='course-header'>
        <Text className='course-header__title' role='heading' aria-level={1}>
          {t('tabs.course.title')}
        </Text>
        <SearchEntry kind='course' />
      </View>
      <View className='course-entries' role='navigation' aria-label={t('tabs.entries.label')}>
        <Text
          className='course-entries__item course-entries__annual'
          role='link'
          onClick={() => navigate(Routes.courseAnnualPass)}
        >
          {t('tabs.entries.annual')}
        </Text>
        <Text
          className='course-entries__item course-entries__vip'
          role='link'
          onClick={() => navigate(Routes.courseVip)}
        >
          {t('tabs.entries.vip')}
        </Text>
        <Text
          className='course-entries__item course-entries__discover'
          role='link'
          onClick={() => navigate(Routes.discover)}
        >
          {t('tabs.entries.discover')}
        </Text>
        <Text
          className='course-entries__item course-entries__redeem'
          role='link'
          onClick={() => navigate(Routes.courseExchange)}
        >
          {t('tabs.entries.redeem')}
        </Text>
      </View>
      {navs.data && navs.data.length > 0 && (
        <ScrollView className='course-nav' scrollX enhanced showScrollbar={false}>
          {/* own tabs, not AtTabs: AtTabs renders no tablist/tab roles nor aria-selected */}
          <View className='course-nav__row' role='tablist'>
            {navs.data.map((n) => (
              <Text
                key={n.id}
                role='tab'
                aria-selected={n.tag === current}
                className={`course-nav__item${n.tag === current ? ' course-nav__item--active' : ''}`}
                onClick={() => n.tag !== current && setTag(n.tag)}
              >
                {n.title}
              </Text>
            ))}
          </View>
        </ScrollView>
      )}
      <View className='course-recent'>
        {painted && user.isLoggedIn && navs.state !== 'loading' && (
          <RecentlyWatched navId={navs.data?.find((n) => n.tag === current)?.id ?? 0} refresh={shown} />
        )}
      </View>
      <StateView
        state={navs.state === 'error' ? 'error' : content.state}
        errorText={navs.error || content.error}
        emptyAnimation={tabAnimation(Routes.courseHome)}
        onRetry={() => {
          void navs.reload()
          void content.reload()
        }}
      >
        {content.data && <BannerSwiper banners={content.data[1]} />}
        {content.data && content.data[0].floors.map((f) => <CourseFloor key={f.id} floor={f} />)}
      </StateView>
    </AppPage>
  )
}

export default observer(CourseHome)
