import type { Api } from './api'
import { Routes } from '../navigation/routes'
import { getUserTimeZone } from '../utils/dates'

/**
 * H5: the page a visitor opens is a chunk fetched only after the app bundle has run, and its reads would start
 * only once it has rendered. The reads of the entry pages that people land on (the two tabs and a meditation
 * album) start here instead, at launch, in parallel with the page's code; the page's own calls take these
 * answers (Http.prefetch). The daily pick's picture, the home's largest image, is fetched as soon as its
 * address is known.
 */
export function warmEntryReads(api: Api): void {
  if (typeof location === 'undefined') return
  const path = location.pathname.replace(/\/+$/, '') || '/'
  const query = new URLSearchParams(location.search)
  api.http.prefetch(() => {
    if (path === '/' || path === Routes.meditationHome) {
      void api.meditation.indexFloor()
      api.meditation.dayRecommend(getUserTimeZone()).then(
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
    }
  })
}
