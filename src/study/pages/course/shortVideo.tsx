import { View, Text, Video, Swiper, SwiperItem } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { t, getLocale } from '../../../i18n'
import { currentRoute } from '../../../services/http/route'
import type { ShortVideoDTO, ShortVideoPageDTO } from '../../../protocol/course'
import './shortVideo.scss'
import '../../../i18n/zh-Hant/course'

/**
 * Short videos (spec §2 shortVideo?sku[&isWaterfall=1]): full-screen and vertical like the short-video feeds
 * people know — swipe up/down through the floor's videos, only the visible one plays (and loops), like on the
 * right. Buttons for previous/next keep it usable without a swipe (screen readers, desktop H5).
 */
function ShortVideo() {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.course
  const params = useRouter().params
  const sku = params.sku || ''
  const waterfall = params.isWaterfall === '1'
  const page = useRemote<ShortVideoPageDTO>(
    () => api.shortVideo(sku, waterfall),
    [sku, waterfall, getLocale(), user.token]
  )
  const [current, setCurrent] = useState(0)
  const [list, setList] = useState<ShortVideoDTO[]>([])
  useEffect(() => {
    if (page.data) {
      setList(page.data.list)
      setCurrent(page.data.index)
    }
  }, [page.data])

  const like = async (v: ShortVideoDTO) => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    const patch = (liked: boolean, count: number) =>
      setList((l) => l.map((x) => (x.id === v.id ? { ...x, liked, like_count: count } : x)))
    patch(!v.liked, Math.max(0, v.like_count + (v.liked ? -1 : 1)))
    try {
      const r = await api.likeShortVideo(v.sku, !v.liked)
      patch(r.liked, r.like_count)
    } catch {
      patch(v.liked, v.like_count)
    }
  }

  return (
    <AppPage className='short-video'>
      <NavBar title={list[current]?.title ?? t('course.short.title')} />
      <StateView remote={page}>
        {list.length > 0 && (
          <View className='short-video__stage'>
            <Swiper
              className='short-video__swiper'
              vertical
              current={current}
              onChange={(e) => setCurrent(e.detail.current)}
            >
              {list.map((v, i) => (
                <SwiperItem key={v.id} className='short-video__item'>
                  {Math.abs(i - current) <= 1 && (
                    <Video
                      className='short-video__video'
                      id={`short-${v.id}`}
                      data-sku={v.sku}
                      src={api.mediaSrc(v.video_path)}
                      poster={api.mediaSrc(v.cover)}
                      autoplay={i === current}
                      loop
                      objectFit='cover'
                      controls={false}
                      showCenterPlayBtn={i !== current}
                      aria-label={v.title}
                    />
                  )}
                  <View className='short-video__info'>
                    <Text className='short-video__title' role='heading' aria-level={1}>
                      {v.title}
                    </Text>
                    <Text className='short-video__teacher'>{v.teacher}</Text>
                  </View>
                  <View
                    className={`short-video__like${v.liked ? ' is-liked' : ''}`}
                    role='button'
                    aria-pressed={v.liked}
                    aria-label={t(v.liked ? 'course.short.unlikeLabel' : 'course.short.likeLabel', {
                      count: v.like_count
                    })}
                    onClick={() => like(v)}
                  >
                    <Text className='short-video__heart' aria-hidden>
                      ♥
                    </Text>
                    <Text className='short-video__count'>{v.like_count}</Text>
                  </View>
                </SwiperItem>
              ))}
            </Swiper>
            <View className='short-video__pager'>
              <Text
                className='short-video__nav'
                role='button'
                aria-label={t('course.short.prev')}
                aria-disabled={current === 0}
                onClick={() => current > 0 && setCurrent(current - 1)}
              >
                ▲
              </Text>
              <Text className='short-video__position'>
                {t('course.short.position', { index: current + 1, count: list.length })}
              </Text>
              <Text
                className='short-video__nav'
                role='button'
                aria-label={t('course.short.next')}
                aria-disabled={current >= list.length - 1}
                onClick={() => current < list.length - 1 && setCurrent(current + 1)}
              >
                ▼
              </Text>
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ShortVideo)
