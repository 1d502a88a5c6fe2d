import type { Api } from './api'
import { Routes } from '../navigation/routes'
import { getUserTimeZone } from '../utils/dates'

/**
 * H5: the page a visitor opens is a chunk fetched only after the app bundle has run, and its reads would start
 * only once it has rendered. The reads of the entry pages that people land on (the two tabs, a meditation album,
 * the player and a community post: a shared link) start here instead, at launch, in parallel with the page's code; the page's own calls take these
 * answers (Http.prefetch). The daily pick's picture, the home's largest image, is fetched as soon as its
 * address is known.
 */
export function warmEntryReads(api: Api): void {
  if (typeof location === 'undefined') return
  const path = location.pathname.replace(/\/+$/, '') || '/'
  const query = new URLSearchParams(location.search)
  api.http.prefetch(() => {
    if (path === '/' || path === Routes.meditationHome) {
      const zone = getUserTimeZone()
      void api.meditation.indexFloor()
      // the home shows nothing until all four of its reads have answered (pages/meditation/index)
      void api.meditation.dailyUpdate(zone)
      void api.meditation.goldenSentence(zone)
      api.meditation.dayRecommend(zone).then(
        (day) => {
          if (day?.cover) new Image().src = api.http.mediaUrl(day.cover)
        },
        () => {}
      )
    } else if (path === Routes.courseHome) {
      const tag = query.get('tag') || undefined
      void api.course.navList()
      void api.course.indexFloor(tag)
      void api.course.indexAds(tag)
    } else if (path === Routes.meditationDetail && query.get('sku')) {
      void api.meditation.goods(query.get('sku') as string)
    } else if (path === Routes.meditationPlay && query.get('sku')) {
      // as the player asks: AudioStore.open's play data, then the user's scene music
      const resourceId = Number(query.get('resource_id')) || undefined
      void api.meditation.playInfo(query.get('sku') as string, resourceId)
      void api.meditation.userScene()
    } else if (path === Routes.studyCommunityPost && Number(query.get('id'))) {
      // the forum's API module travels with the study pages: its two first reads by their URLs (services/api/forum)
      const id = Number(query.get('id'))
      void api.http.get(`/v3/forum/posts/${id}`, undefined, { silent: true })
      void api.http.get(`/v3/forum/posts/${id}/comments`, { page: 1, size: 20 }, { silent: true })
    }
  })
}
