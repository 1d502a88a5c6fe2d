import { startTransition, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useRouter, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import GoodsCard from '../../components/GoodsCard'
import CourseCard from '../../components/CourseCard'
import MiniPlayer from '../../components/MiniPlayer'
import { useStores } from '../../stores'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import type { CourseCardDTO } from '../../protocol/course'
import type { GoodsCardDTO } from '../../protocol/meditation'
import './floorMore.scss'
import '../../i18n/zh-Hant/meditation'

type Item = { kind: 'm'; goods: GoodsCardDTO } | { kind: 'c'; card: CourseCardDTO }

/** Every item of a floor (spec §2 floorMore?id&j=m|c): m a meditation floor (goods cards), c a course floor. */
function FloorMore() {
  const { params } = useRouter()
  const id = params.id ?? ''
  const kind = params.j === 'c' ? 'c' : 'm'
  const { deps } = useStores()
  const locale = getLocale()
  const [title, setTitle] = useState('')
  const list = usePagedList<Item>(
    async (page) => {
      if (kind === 'm') {
        const f = await deps.api.meditation.floor(id, page, 20)
        // with the list: usePagedList shows a first page as a transition, the title would come a commit earlier
        startTransition(() => setTitle(f.title))
        return { ...f.goods, list: f.goods.list.map((goods): Item => ({ kind: 'm', goods })) }
      }
      const f = await deps.api.course.floor(id, page, 20)
      startTransition(() => setTitle(f.title))
      return { ...f.items, list: f.items.list.map((card): Item => ({ kind: 'c', card })) }
    },
    [id, kind, locale]
  )
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

  return (
    <AppPage className='floor-more'>
      <NavBar title={title || t('meditation.floorMore.title')} />
      <StateView remote={list} emptyText={t('meditation.floorMore.empty')}>
        <View className={`floor-more__grid floor-more__grid--${kind}`}>
          {list.items.map((it) =>
            it.kind === 'm' ? (
              <GoodsCard key={it.goods.sku} goods={it.goods} variant={3} />
            ) : (
              <CourseCard key={it.card.id} card={it.card} />
            )
          )}
        </View>
        {list.hasMore ? (
          <Text className='floor-more__foot' role='button' onClick={() => list.more()}>
            {t('meditation.floorMore.loadMore')}
          </Text>
        ) : (
          <Text className='floor-more__foot'>{t('meditation.floorMore.noMore')}</Text>
        )}
      </StateView>
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(FloorMore)
