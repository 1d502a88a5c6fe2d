import { View, Text, Button } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { tabAnimation } from '../../../components/TabBar/entries'
import PostCard from '../../components/PostCard'
import { useStores } from '../../../stores'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { ForumPostDTO, ForumTab } from '../../../protocol/forum'
import './index.scss'
import '../../../i18n/zh-Hant/community'
import '../../../services/api/forum'

const TABS: ForumTab[] = ['latest', 'popular']

/** The study community's feed: latest or popular posts, paged, with the way to write a post or a video. */
function Community() {
  const { deps, user, loginPanel } = useStores()
  const [tab, setTab] = useState<ForumTab>('latest')
  const [patches, setPatches] = useState<Record<number, Partial<ForumPostDTO>>>({})
  // by keyset: the first page, then each page after the previous one's `next_cursor` (no OFFSET scan)
  const list = usePagedList((_page, cursor) => deps.api.forum.feed(tab, cursor), [tab, getLocale(), user.token])
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })
  // Back from a post or the composer: counts, deletions and new posts show without a manual refresh.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.reload().then(() => setPatches({}))
    shown.current = true
  })

  const write = (url: string) => (user.isLoggedIn ? navigate(url) : loginPanel.open(url))
  const like = async (p: ForumPostDTO) => {
    if (!user.isLoggedIn) return loginPanel.open()
    const liked = !p.liked
    setPatches((x) => ({ ...x, [p.id]: { liked, like_count: Math.max(0, p.like_count + (liked ? 1 : -1)) } }))
    try {
      const r = await deps.api.forum.like(p.id, liked)
      setPatches((x) => ({ ...x, [p.id]: { liked: r.liked, like_count: r.like_count } }))
    } catch {
      setPatches((x) => ({ ...x, [p.id]: { liked: p.liked, like_count: p.like_count } }))
    }
  }

  return (
    <AppPage className='list-page community'>
      <NavBar title={t('community.title')} />
      <View className='community-bar'>
        <View className='community-tabs' role='tablist' aria-label={t('community.tabsLabel')}>
          {TABS.map((key) => (
            <Text
              key={key}
              className={`community-tabs__tab${tab === key ? ' is-on' : ''}`}
              role='tab'
              aria-selected={tab === key}
              onClick={() => setTab(key)}
            >
              {t(`community.tabs.${key}`)}
            </Text>
          ))}
        </View>
        <View className='community-write'>
          <Button className='community-write__btn' size='mini' onClick={() => write(Routes.studyCommunityPostMessage)}>
            {t('community.writePost')}
          </Button>
          <Button
            className='community-write__btn community-write__btn--video'
            size='mini'
            onClick={() => write(Routes.studyCommunityPostVideo)}
          >
            {t('community.writeVideo')}
          </Button>
        </View>
      </View>
      <StateView remote={list} emptyText={t('community.empty')} emptyAnimation={tabAnimation(Routes.studyHome)}>
        {list.items.map((raw) => {
          const p = { ...raw, ...patches[raw.id] }
          return (
            <PostCard
              key={p.id}
              post={p}
              onOpen={() => navigate(buildUrl(Routes.studyCommunityPost, { id: p.id }))}
              onLike={() => void like(p)}
            />
          )
        })}
        <Text className='list-foot'>{list.hasMore ? t('common.loading') : t('common.noMore')}</Text>
      </StateView>
    </AppPage>
  )
}

export default observer(Community)
