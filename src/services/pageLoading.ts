/**
 * Lazy page loading states (spec §9) exist only on H5, where pages are script chunks fetched on navigation
 * (pageLoading.h5.ts). The mini-program ships its pages in the package: nothing to watch.
 */
export interface PageLoadingTexts {
  loading: string
  failed: string
  retry: string
}

export function watchPageLoading(_texts: () => PageLoadingTexts): () => void {
  return () => {}
}
