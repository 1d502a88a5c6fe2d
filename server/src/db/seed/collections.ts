/** Demo curated collections: meditation albums and courses picked around one theme. */
import { COURSES } from './course'
import type { MediaLookupFn } from './media'
import { GOODS } from './meditation'

type T = [zh: string, en: string]
/** [id, title, intro, cover key, entries: 'm:<goods sku>' | 'c:<course sku>'] */
const COLLECTIONS: [number, T, T, string, string[]][] = [
  [
    1,
    ['好眠精選', 'Sleep Well'],
    [
      '從睡前的呼吸到深度睡眠課程，一步步找回安穩的夜晚。',
      'From a breath before bed to a deep-sleep course: step by step back to quiet nights.'
    ],
    'moon-lake',
    ['m:m-sleep', 'm:m-rain', 'm:m-breath', 'c:c-deep-sleep']
  ],
  [
    2,
    ['冥想入門清單', 'Start Meditating'],
    [
      '第一次接觸冥想？先聽這幾張專輯，再跟著正念課程系統練習。',
      'New to meditation? Start with these albums, then practise with the mindfulness course.'
    ],
    'pink-lotus',
    ['m:m-beginner', 'm:m-quick', 'c:c-mindfulness', 'c:c-breathwork']
  ]
]

export function collectionRows(media: MediaLookupFn) {
  const goodsId = new Map(GOODS.map((g) => [g.sku, g.id]))
  const courseId = new Map(COURSES.map((c) => [c.sku, c.id]))
  const collections = COLLECTIONS.map(([id, title, intro, cover], i) => ({
    id,
    titleZh: title[0],
    titleEn: title[1],
    introZh: intro[0],
    introEn: intro[1],
    cover: media(`cover.${cover}`).url,
    sort: i
  }))
  const collectionItems = COLLECTIONS.flatMap(([id, , , , entries]) =>
    entries.map((entry, position) => {
      const [kind, sku] = entry.split(':')
      const ref = kind === 'm' ? goodsId.get(sku) : courseId.get(sku)
      if (!ref) throw new Error(`seed: unknown ${entry} in collection ${id}`)
      return {
        collectionId: id,
        position,
        goodsId: kind === 'm' ? ref : null,
        courseId: kind === 'c' ? ref : null
      }
    })
  )
  return { collections, collectionItems }
}
