/** Live courses as lists (POST /v3/meditation/miniLiveRoomList, GET /v2/livecourses). */
import { and, asc, eq, gt, or } from 'drizzle-orm'
import type { Db } from '../client'
import { courses } from '../schema'
import type { CourseRow } from './course'

export function liveListsRepo(db: Db) {
  return {
    /** Every live course (lib/liveStatus isLiveCourse: type 0 with sub_type 2 or a live status), by start time. */
    async liveCourses(): Promise<CourseRow[]> {
      return db
        .select()
        .from(courses)
        .where(and(eq(courses.type, 0), or(eq(courses.subType, 2), gt(courses.liveStatus, 0))))
        .orderBy(asc(courses.liveStartAt), asc(courses.id))
    }
  }
}
