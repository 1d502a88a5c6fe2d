/** Where a search hit opens: the page of its kind (spec §2 routes). */
import type { SearchKind } from '../../protocol/search'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'

export function searchHitUrl(hit: { kind: SearchKind; id: number; sku: string }): string {
  switch (hit.kind) {
    case 'meditation':
      return buildUrl(Routes.meditationDetail, { sku: hit.sku })
    case 'course':
      return buildUrl(Routes.courseDetail, { sku: hit.sku })
    case 'short_video':
      return buildUrl(Routes.studyShortVideo, { sku: hit.sku })
    case 'live':
      return buildUrl(Routes.liveBooking, { sku: hit.sku })
    case 'article':
      return buildUrl(Routes.mayaInformationDetail, { id: hit.id })
  }
}

export function openSearchHit(hit: { kind: SearchKind; id: number; sku: string }): void {
  navigate(searchHitUrl(hit))
}
