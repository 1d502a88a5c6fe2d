import { View, Text, Image } from '@tarojs/components'
import { t } from '../../i18n'
import { mediaUrl } from '../../services/http'
import type { SearchHitDTO, SearchKind } from '../../protocol/search'
import { openSearchHit } from './open'
import './search.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/search'

/** `text` cut into plain and matched parts by [start, end) ranges (sorted, not overlapping). */
export function markParts(text: string, marks: [number, number][]): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = []
  let at = 0
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    const s = Math.max(start, at)
    const e = Math.min(end, text.length)
    if (e <= s) continue
    if (s > at) parts.push({ text: text.slice(at, s), hit: false })
    parts.push({ text: text.slice(s, e), hit: true })
    at = e
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false })
  return parts
}

export const kindLabel = (kind: SearchKind) => t(`search.kinds.${kind}`)

/** One result: cover, the title with its matches marked, subtitle and teacher; opens the item's own page. */
export default function SearchHitRow({ hit }: { hit: SearchHitDTO }) {
  const meta = [hit.teacher, hit.subtitle].filter(Boolean).join(' · ')
  return (
    <View className='search-hit' role='link' data-kind={hit.kind} data-sku={hit.sku} onClick={() => openSearchHit(hit)}>
      {hit.cover ? (
        <Image
          {...imageAlt('')}
          className='search-hit__cover'
          src={mediaUrl(hit.cover)}
          mode='aspectFill'
          aria-hidden
        />
      ) : (
        <View className='search-hit__cover search-hit__cover--blank' aria-hidden>
          <Text>{kindLabel(hit.kind)}</Text>
        </View>
      )}
      <View className='search-hit__body'>
        <Text className='search-hit__title'>
          {markParts(hit.title, hit.marks).map((p, i) => (
            <Text key={i} className={p.hit ? 'search-hit__mark' : undefined}>
              {p.text}
            </Text>
          ))}
        </Text>
        {!!meta && <Text className='search-hit__meta'>{meta}</Text>}
        <Text className='search-hit__kind'>{kindLabel(hit.kind)}</Text>
      </View>
    </View>
  )
}
