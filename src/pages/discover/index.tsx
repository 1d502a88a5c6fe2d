import { View, Text, ScrollView } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import CourseCard from '../../components/CourseCard'
import SectionHeader from '../../components/SectionHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import type { CourseCardDTO } from '../../protocol/course'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { newSeed } from './feed'
import './index.scss'
import '../../i18n/zh-Hant/cards'
import '../../services/api/courseCards'

/**
 * The discovery feed: the newest courses and the short videos as rows, then courses picked at random, loaded
 * page by page as the user scrolls (the server shuffles by a seed, so pages never repeat a course). A pull
 * reshuffles with a new seed and reloads the rows. Sections stay mounted and hide when empty.
 */
function Discover() {
  useNavTitle(t('cards.discover.title'))
  const { deps } = useStores()
  const locale = getLocale()
  const seed = useRef(newSeed())
  const [newest, setNewest] = useState<CourseCardDTO[]>([])
  const picks = usePagedList<CourseCardDTO>(
    async (page) => {
      const p = await deps.api.courseCards.randomList(page, 10, seed.current)
      if (page === 1) setNewest(p.newest ?? [])
      return p
    },
    [locale]
  )
  const shorts = useRemote(() => deps.api.courseCards.shortVideoSkus(), [locale])
  const topics = useRemote(() => deps.api.courseCards.systemPages(), [locale])
  const shuffle = () => {
    seed.current = newSeed()
    return Promise.all([picks.reload(), shorts.reload(), topics.reload()])
  }
  usePullToRefresh(shuffle)
  useReachBottom(() => {
    void picks.more()
  })
  const shortList = shorts.data ?? []
  const topicList = topics.data ?? []

  return (
    <AppPage className='discover'>
      <StateView remote={picks} emptyText={t('cards.discover.empty')}>
        <View className={`discover__section discover__topics${topicList.length ? '' : ' discover__off'}`}>
          <SectionHeader title={t('cards.custom.topics')} />
          <View className='discover__chips'>
            {topicList.map((p) => (
              <Text
                key={p.id}
                className='discover__chip'
                role='link'
                data-id={p.id}
                onClick={() => navigate(buildUrl(Routes.courseCustom, { id: p.id }))}
              >
                {p.title}
              </Text>
            ))}
          </View>
        </View>
        <View className={`discover__section discover__newest${newest.length ? '' : ' discover__off'}`}>
          <SectionHeader title={t('cards.discover.newest')} />
          <ScrollView className='discover__row' scrollX enhanced showScrollbar={false}>
            <View className='discover__track'>
              {newest.map((c) => (
                <View key={c.id} className='discover__tile'>
                  <CourseCard card={c} waterfall />
                </View>
              ))}
            </View>
          </ScrollView>
        </View>
        <View className={`discover__section discover__shorts${shortList.length ? '' : ' discover__off'}`}>
          <SectionHeader title={t('cards.discover.shorts')} />
          <ScrollView className='discover__row' scrollX enhanced showScrollbar={false}>
            <View className='discover__track'>
              {shortList.map((c) => (
                <View key={c.id} className='discover__tile discover__tile--short'>
                  <CourseCard card={c} waterfall />
                </View>
              ))}
            </View>
          </ScrollView>
        </View>
        <View className='discover__section discover__picks'>
          <View className='discover__picks-head'>
            <SectionHeader title={t('cards.discover.picks')} />
            <Text className='discover__shuffle' role='button' onClick={() => void shuffle()}>
              {t('cards.discover.shuffle')}
            </Text>
          </View>
          {picks.items.map((c) => (
            <CourseCard key={c.id} card={c} />
          ))}
        </View>
        <Text
          className='discover__foot'
          role={picks.hasMore ? 'button' : undefined}
          onClick={() => (picks.hasMore ? void picks.more() : undefined)}
        >
          {picks.hasMore ? t('cards.discover.loadMore') : t('cards.discover.noMore')}
        </Text>
      </StateView>
    </AppPage>
  )
}

export default observer(Discover)
