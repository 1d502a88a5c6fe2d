/** Where a search hit opens: the page of its kind (spec §2 routes). */
import type { SearchKind } from '../../protocol/search'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import { resolveCourseCard } from '../../navigation/jumps'

type Hit = { kind: SearchKind; id: number; sku: string; type?: number; sub_type?: number }

export function searchHitUrl(hit: Hit): string {
  // a commodity with its type opens as its course card would (camps, tickets, replays have their own pages)
  if (hit.kind !== 'meditation' && hit.kind !== 'article' && hit.type !== undefined) {
    const jump = resolveCourseCard({ id: hit.id, sku: hit.sku, type: hit.type, sub_type: hit.sub_type })
    if (jump.kind === 'page') return jump.url
  }
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

export function openSearchHit(hit: Hit): void {
  navigate(searchHitUrl(hit))
}
