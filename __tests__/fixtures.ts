/** Minimal server payloads shaped like the types of src/protocol/. */
export const meditationIndex = {
  banners: [{ id: 1, title: '春日冥想', image: '/media/banner.svg', jump_type: 15, jump_value: 'p-1' }],
  plans: [{ id: 1, sku: 'p-1', title: '七天減壓', cover: '/media/c.svg', is_vip: 0, days: 7 }],
  floors: [
    {
      id: 10,
      title: '助眠',
      style: 2,
      has_more: false,
      goods: [
        {
          id: 1,
          sku: 'm-sleep',
          title: '深度睡眠',
          subtitle: '放鬆入睡',
          teacher: '林老師',
          cover: '/media/c.svg',
          is_vip: 0,
          play_count: 12,
          track_count: 3
        }
      ]
    }
  ]
}
export const dayRecommend = {
  date: '2026-11-22',
  quote: '呼吸是回家的路',
  cover: '/media/c.svg',
  sku: 'm-sleep',
  goods_title: '深度睡眠',
  resource: { id: 3, title: '身體掃描', duration: 60, is_vip: 0, full_path: '/media/t.mp3' }
}
export const courseNav = [
  { id: 1, tag: 'hot', title: '熱門' },
  { id: 2, tag: 'mind', title: '正念' }
]
export const courseIndex = (tag: string) => ({
  nav: courseNav.find((n) => n.tag === tag) ?? courseNav[0],
  floors: [{ id: 20, title: tag === 'mind' ? '正念入門' : '熱門課程', style: 3, has_more: false, items: [] }]
})
