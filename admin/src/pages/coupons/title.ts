import { useGetLocale, type BaseRecord } from '@refinedev/core'

/** A coupon's title in the console's language (the API sends both). */
export function useLocaleTitle() {
  const en = useGetLocale()() === 'en'
  return (r: BaseRecord) => String((en ? r.titleEn : r.title) ?? '')
}
