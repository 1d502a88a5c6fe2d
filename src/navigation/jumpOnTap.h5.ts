/**
 * Banner and course-card taps on H5: the jump tables (./jumps.ts with the deep-link table) load on the first tap
 * rather than with the tab pages' first screens (./jumpOnTap.ts is the same without the wait).
 */
import type { BannerJump, CourseCardJump } from './jumps'

const tables = () => import(/* webpackChunkName: "jumps" */ './jumps')

export function openBanner(b: BannerJump): void {
  void tables().then(({ performJump, resolveBanner }) => performJump(resolveBanner(b)))
}

export function openCourseCard(c: CourseCardJump, opts: { waterfall?: boolean } = {}): void {
  void tables().then(({ performJump, resolveCourseCard }) => performJump(resolveCourseCard(c, opts)))
}
