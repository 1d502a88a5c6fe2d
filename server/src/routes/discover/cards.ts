/** A catalogue course as a card of its own (no floor item around it): the discovery feed and system pages. */
import type { CourseCardDTO } from '@app/protocol'
import type { FloorItemRow } from '../../db/repos/course'
import type { Lang } from '../../i18n'
import { courseCardDTO } from '../dto'

type CourseRow = NonNullable<FloorItemRow['course']>

/** A course as a card of its own (no floor item around it). */
export function card(c: CourseRow, lang: Lang, now: number, waterfall = false): CourseCardDTO {
  const item: FloorItemRow = {
    floorId: 0,
    sort: 0,
    courseId: c.id,
    jumpType: null,
    jumpSku: null,
    titleZh: null,
    titleEn: null,
    cover: null,
    isWaterfall: waterfall ? 1 : 0,
    course: c
  }
  return courseCardDTO(item, lang, now)
}
