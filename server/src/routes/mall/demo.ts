/**
 * The demo partner mall's goods and home: fixed content standing in for the partner's shop, in both languages.
 * Covers are the catalogue covers of the albums named by `coverSku`; each goods page is the mall's own address.
 */
export const MALL_WEB_BASE = 'https://mall.jingxin.app'

export interface DemoGoods {
  id: number
  title: [string, string]
  subtitle: [string, string]
  price: number
  originalPrice: number
  sales: number
  coverSku: string
  hot: boolean
  promotion: boolean
}

export const DEMO_GOODS: DemoGoods[] = [
  {
    id: 101,
    title: ['天然蠟燭香氛禮盒', 'Natural Candle Gift Box'],
    subtitle: ['睡前點一盞，放慢呼吸', 'Light one before bed and slow down'],
    price: 880,
    originalPrice: 1080,
    sales: 312,
    coverSku: 'm-sleep',
    hot: true,
    promotion: true
  },
  {
    id: 102,
    title: ['蕎麥冥想坐墊', 'Buckwheat Meditation Cushion'],
    subtitle: ['久坐也舒適的高度', 'A height that stays comfortable'],
    price: 1280,
    originalPrice: 1280,
    sales: 204,
    coverSku: 'm-breath',
    hot: true,
    promotion: false
  },
  {
    id: 103,
    title: ['手工頌缽（小）', 'Handmade Singing Bowl (small)'],
    subtitle: ['附木槌與絨布墊', 'With mallet and cushion'],
    price: 2380,
    originalPrice: 2680,
    sales: 96,
    coverSku: 'm-bowls',
    hot: true,
    promotion: true
  },
  {
    id: 104,
    title: ['有機洋甘菊花茶', 'Organic Chamomile Tea'],
    subtitle: ['20 入茶包', '20 tea bags'],
    price: 360,
    originalPrice: 420,
    sales: 540,
    coverSku: 'm-sleep',
    hot: false,
    promotion: true
  },
  {
    id: 105,
    title: ['正念日記本', 'Mindfulness Journal'],
    subtitle: ['90 天的書寫練習', '90 days of writing practice'],
    price: 450,
    originalPrice: 450,
    sales: 188,
    coverSku: 'm-breath',
    hot: false,
    promotion: false
  },
  {
    id: 106,
    title: ['眼罩與耳塞組', 'Eye Mask and Earplugs Set'],
    subtitle: ['旅途中也能好好睡', 'Sleep well on the road'],
    price: 520,
    originalPrice: 599,
    sales: 267,
    coverSku: 'm-bowls',
    hot: false,
    promotion: false
  }
]

export const DEMO_SETTING = {
  title: ['靜心選物', 'Jingxin Shop'],
  notice: [
    '示範商城：商品與價格僅供展示，購買在商城頁面完成。',
    'Demo shop: goods and prices are for show; buying happens on the shop page.'
  ],
  serviceHours: ['客服時間：週一至週五 10:00–18:00', 'Service hours: Mon–Fri 10:00–18:00']
} as const

export const DEMO_LINKS: { id: number; title: [string, string]; path: string }[] = [
  { id: 1, title: ['全部商品', 'All goods'], path: '/goods' },
  { id: 2, title: ['我的訂單', 'My orders'], path: '/orders' },
  { id: 3, title: ['購物車', 'Cart'], path: '/cart' },
  { id: 4, title: ['客服', 'Help'], path: '/service' }
]

export const DEMO_PROMOTION = {
  id: 7,
  title: ['好眠季', 'Good Sleep Season'],
  subtitle: ['精選好眠小物限時優惠', 'Selected sleep goods at a special price'],
  /** The promotion runs in weeks from the epoch; it ends at the end of the current one. */
  weekMs: 7 * 86_400_000
} as const
