import RecentlyWatched from './index'

/** The mini-program has no lazy chunks: the row is part of the page's package (H5: ./lazy.h5.tsx). */
export default function LazyRecentlyWatched(props: { navId: number; refresh: number }) {
  return <RecentlyWatched {...props} />
}
