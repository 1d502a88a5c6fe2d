import { lazy, Suspense } from 'react'

const RecentlyWatched = lazy(() => import(/* webpackChunkName: "course-recent" */ './index'))

/**
 * H5: the "recently watched" row is a chunk of its own, fetched after the course tab's first paint (the page
 * mounts this after its first render) and only for a logged-in user, so the tab's first load carries none of it.
 */
export default function LazyRecentlyWatched(props: { navId: number; refresh: number }) {
  return (
    <Suspense fallback={null}>
      <RecentlyWatched {...props} />
    </Suspense>
  )
}
