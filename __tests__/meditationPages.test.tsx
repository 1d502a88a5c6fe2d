/**
 * Meditation pages over the real router, stores and HTTP layer, with a fake backend: VIP marks, favorites,
 * the player's controls, achievements, the lists' login / empty states and floorMore.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { until } from './utils/until'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

const testUtils = new TestUtils()
const q = testUtils.queries

const resources = [
  { id: 11, title: '安住當下', duration: 12, is_vip: 0, full_path: '/media/a.mp3' },
  { id: 12, title: '放下念頭', duration: 60, is_vip: 1, full_path: null }
]
const goods = {
  id: 1,
  sku: 'm-test',
  title: '冥想入門',
  subtitle: '從零開始',
  teacher: '林老師',
  cover: '/media/c.svg',
  is_vip: 1,
  play_count: 5,
  track_count: 2,
  intro: '每天十分鐘。',
  resources
}
const member = (isVip: 0 | 1) => ({ isVip, expire_at: null, annual_card_level: 0, annual_card_expire_at: null })
const user = {
  id: 9,
  nickname: 'N',
  avatar: '',
  email: 'n@x.co',
  mobile: null,
  nationcode: null,
  has_password: true,
  lang: 'zh-Hant',
  created_at: ''
}
const page = <T,>(list: T[]) => ({ list, page: 1, size: 20, total: list.length, has_more: false })

function routes(extra: Record<string, any> = {}) {
  return {
    'GET /v3/meditation/settings': () => envelope([]),
    'GET /v3/get/course/settings': () => envelope([]),
    'GET /v2/users': () => envelope(user),
    'GET /v3/meditation/memberInfo': () => envelope(member(0)),
    'GET /v3/meditation/userScene': () =>
      envelope({ scene: { id: 1, title: '雨聲', cover: '', music: '/media/rain.mp3' }, is_default: true }),
    ...extra
  }
}

async function open(url: string) {
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await new Promise((r) => setTimeout(r, 0))
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes())
  await createTaroApp()
})
afterEach(() => {
  Taro.cleanInterceptors()
})

describe('goods detail', () => {
  it('marks VIP tracks as locked for a non-member and saves a track to favorites', async () => {
    let favorites: any[] = []
    const posted: any[] = []
    installFakeServer(
      routes({
        'GET /v3/meditation/goods/m-test': () => envelope(goods),
        'GET /v3/meditation/favorites': () => envelope(page(favorites)),
        'POST /v3/meditation/favorites': (r: any) => {
          posted.push(r.data)
          favorites = [
            {
              id: 1,
              sku: 'm-test',
              resource_id: r.data.resource_id,
              title: '放下念頭',
              goods_title: '冥想入門',
              cover: '',
              duration: 60,
              is_vip: 1,
              created_at: ''
            }
          ]
          return envelope(favorites[0])
        }
      })
    )
    rootStore.user.setToken('tok')
    await open('/pages/meditation/detail?sku=m-test')
    await q.waitForQueryByText('放下念頭')
    expect(document.querySelectorAll('.med-track--locked')).toHaveLength(1)
    expect(document.querySelector('.med-track--locked')!.getAttribute('data-resource')).toBe('12')
    expect(q.queryByText('開通會員，解鎖全部內容')).toBeTruthy()
    const fav = document.querySelector('.med-track[data-resource="12"] .track-row__action')!
    expect(fav.getAttribute('aria-pressed')).toBe('false')
    testUtils.act(() => {
      testUtils.fireEvent.click(fav)
    })
    await until(
      () =>
        document.querySelector('.med-track[data-resource="12"] .track-row__action')!.getAttribute('aria-pressed') ===
        'true',
      'the track favorited'
    )
    expect(posted).toEqual([{ sku: 'm-test', resource_id: 12 }])
    rootStore.user.setToken(undefined)
  })

  it('shows the error with a retry when the goods cannot be loaded', async () => {
    let fail = true
    installFakeServer(
      routes({
        'GET /v3/meditation/goods/m-test': () =>
          fail ? { statusCode: 500, body: { code: 5000, msg: '伺服器忙碌', data: null } } : envelope(goods)
      })
    )
    await open('/pages/meditation/detail?sku=m-test')
    await q.waitForQuerySelector('.med-detail .state-view--error')
    fail = false
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.med-detail .state-view__retry')!)
    })
    await q.waitForQueryByText('安住當下')
  })
})

describe('player', () => {
  it('opens the track through the audio store and switches play mode, speed and the sleep timer', async () => {
    installFakeServer(
      routes({
        'GET /v3/meditation/playInfo/m-test': () =>
          envelope({
            sku: 'm-test',
            cid: '1',
            title: '冥想入門',
            cover: '',
            resource: resources[0],
            list: resources,
            isEnterPrise: 0,
            isVip: 0,
            position: 0
          }),
        'GET /v3/meditation/favorites': () => envelope(page([]))
      })
    )
    await open('/pages/meditation/play?sku=m-test&resource_id=11')
    await q.waitForQuerySelector('.player__title')
    expect(document.querySelector('.player__title')!.textContent).toBe('安住當下')
    expect(rootStore.audio.sku).toBe('m-test')
    expect(rootStore.audio.current?.id).toBe(11)
    const mode = () => document.querySelector('.player__mode')!.getAttribute('data-mode')
    expect(mode()).toBe('once') // issue 32: a guided track plays once by default
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.player__mode')!)
    })
    await until(() => mode() === 'list', 'list mode')
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.player__speed')!)
    })
    const option = await q.waitForQueryByText('1.25×')
    testUtils.act(() => {
      testUtils.fireEvent.click(option!)
    })
    expect(rootStore.audio.rate).toBe(1.25)
    testUtils.act(() => {
      testUtils.fireEvent.click(document.querySelector('.player__sleep')!)
    })
    const thirty = await q.waitForQueryByText('30 分鐘')
    testUtils.act(() => {
      testUtils.fireEvent.click(thirty!)
    })
    expect(rootStore.audio.sleep).toBe(30)
    rootStore.audio.setSleepTimer(null)
    rootStore.audio.stop()
  })
})

describe('lists and achievements', () => {
  it('favorites and histories ask a visitor to log in', async () => {
    installFakeServer(routes())
    rootStore.user.setToken(undefined)
    await open('/mine/pages/favorites')
    await q.waitForQueryByText('登入後即可查看收藏')
    await open('/mine/pages/histories')
    await q.waitForQueryByText('登入後即可查看收聽紀錄')
  })

  it('histories show track and goods titles; an empty favorites list says so', async () => {
    installFakeServer(
      routes({
        'GET /v3/meditation/userHistory': () =>
          envelope(
            page([
              {
                id: 1,
                sku: 'm-test',
                resource_id: 11,
                playtime: 75,
                created_at: '2026-11-22T08:00:00Z',
                title: '安住當下',
                goods_title: '冥想入門',
                cover: '',
                duration: 12
              }
            ])
          ),
        'GET /v3/meditation/favorites': () => envelope(page([]))
      })
    )
    rootStore.user.setToken('tok')
    await open('/mine/pages/histories')
    await q.waitForQueryByText('安住當下')
    expect(q.queryByText('冥想入門')).toBeTruthy()
    await open('/mine/pages/favorites')
    await q.waitForQueryByText('還沒有收藏，聽到喜歡的冥想就收藏起來吧。')
    rootStore.user.setToken(undefined)
  })

  it('achievements show minutes, sessions, days and the gentle streak', async () => {
    installFakeServer(
      routes({
        'GET /v3/meditation/insightTimeDetails': () =>
          envelope({
            total_minutes: 125,
            sessions: 9,
            days: 6,
            streak: 3,
            best_streak: 5,
            week: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${16 + i}`, minutes: i * 3 })),
            milestones: ['first', 'minutes100']
          })
      })
    )
    rootStore.user.setToken('tok')
    await open('/pages/meditation/achievement')
    await q.waitForQueryByText('125 分鐘')
    expect(document.querySelector('.med-ach__stat--sessions .med-ach__value')!.textContent).toBe('9')
    expect(document.querySelector('.med-ach__stat--streak .med-ach__value')!.textContent).toBe('3 天')
    expect(document.querySelectorAll('.med-ach__badge--on')).toHaveLength(2)
    rootStore.user.setToken(undefined)
  })

  it('floorMore?j=m lists a meditation floor with goods cards', async () => {
    installFakeServer(
      routes({
        'GET /v3/meditation/floor/2': () =>
          envelope({ id: 2, title: '助眠好眠', style: 1, goods: page([{ ...goods, resources: undefined }]) })
      })
    )
    await open('/commonPage/pages/floorMore?id=2&j=m')
    await q.waitForQuerySelector('.goods-card[data-sku="m-test"]')
    expect(q.queryByText('助眠好眠')).not.toBeNull()
    expect(document.querySelectorAll('.goods-card[data-sku="m-test"]')).toHaveLength(1)
  })
})
