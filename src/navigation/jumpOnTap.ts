/**
 * Banner and course-card taps (spec §2 jump tables). The mini-program and the tests resolve the jump at once; H5
 * loads the tables on the first tap (./jumpOnTap.h5.ts), so they are not part of a tab's first load.
 */
import { performJump, resolveBanner, resolveCourseCard, type BannerJump, type CourseCardJump } from './jumps'

export function openBanner(b: BannerJump): void {
  performJump(resolveBanner(b))
}

export function openCourseCard(c: CourseCardJump, opts: { waterfall?: boolean } = {}): void {
  performJump(resolveCourseCard(c, opts))
}
