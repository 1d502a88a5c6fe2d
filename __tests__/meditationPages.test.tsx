/**
 * Meditation pages over the real router, stores and HTTP layer, with a fake backend: VIP marks, favorites,
 * the player's controls, achievements, the lists' login / empty states and floorMore. What the user sees is
 * found with Testing Library (by role and accessible name where the page gives one, else by text) and tapped
 * with userEvent.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { testUtils, until } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)

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

/**
 * Relaunches to `url` and waits until its page has replaced the one before (until then the old page's texts would
 * answer the queries). `v` makes each visit a new page (a relaunch to the very same URL keeps the old page's tree).
 */
let visits = 0
async function open(url: string) {
  const pages = () => document.querySelectorAll('.taro_router > .taro_page')
  const before = pages()[0]
  testUtils.act(() => {
    Taro.reLaunch({ url: `${url}${url.includes('?') ? '&' : '?'}v=${++visits}` })
  })
  await until(() => pages().length === 1 && pages()[0] !== before, `${url} replaced the page before`)
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
    const user = userEvent.setup()
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
    // the members-only track without a file is marked 會員 and opens the members' sheet, not the player
    const locked = await screen.findByRole('button', { name: /放下念頭.*會員$/ })
    expect(screen.getByRole('button', { name: /安住當下.*免費$/ })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /會員$/ })).toHaveLength(1)
    // the sheet (components/FloatSheet) is closed: its dialog is not in the accessibility tree
    const sheet = () => screen.queryByRole('dialog', { name: '這一節是會員專享' })
    expect(sheet()).toBeNull()
    await user.click(locked)
    const dialog = await screen.findByRole('dialog', { name: '這一節是會員專享' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(window.location.hash).toMatch(/^#\/pages\/meditation\/detail/)
    // what it says and what it offers (in jsdom Taro's Button has no role: found by its text)
    expect(within(dialog).getByRole('heading', { name: '這一節是會員專享' })).toBeTruthy()
    expect(within(dialog).getByText('開通會員即可收聽這一節')).toBeTruthy()
    expect(within(dialog).getByText('開通會員')).toBeTruthy()
    // closed again: gone from the tree once it has slid away
    await user.click(within(dialog).getByText('關閉'))
    await until(() => sheet() === null, "the members' sheet closed")
    const fav = screen.getByRole('button', { name: '收藏「放下念頭」' })
    expect(fav.getAttribute('aria-pressed')).toBe('false')
    await user.click(fav)
    const on = await screen.findByRole('button', { name: '取消收藏「放下念頭」' })
    expect(on.getAttribute('aria-pressed')).toBe('true')
    expect(posted).toEqual([{ sku: 'm-test', resource_id: 12 }])
    rootStore.user.setToken(undefined)
  })

  it('shows the error with a retry when the goods cannot be loaded', async () => {
    const user = userEvent.setup()
    let fail = true
    installFakeServer(
      routes({
        'GET /v3/meditation/goods/m-test': () =>
          fail ? { statusCode: 500, body: { code: 5000, msg: '伺服器忙碌', data: null } } : envelope(goods)
      })
    )
    await open('/pages/meditation/detail?sku=m-test')
    // in jsdom Taro's Button has no role: the retry is found by its text (docs/app-conventions.md, Tests)
    const retry = await screen.findByText('重試')
    expect(screen.queryByRole('button', { name: /安住當下/ })).toBeNull()
    fail = false
    await user.click(retry)
    await screen.findByRole('button', { name: /安住當下.*免費$/ })
  })
})

describe('player', () => {
  it('opens the track through the audio store and switches play mode, speed and the sleep timer', async () => {
    const user = userEvent.setup()
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
    await screen.findByRole('heading', { name: '安住當下' })
    expect(rootStore.audio.sku).toBe('m-test')
    expect(rootStore.audio.current?.id).toBe(11)
    // issue 32: a guided track plays once by default
    await user.click(screen.getByRole('button', { name: '播放一次' }))
    await screen.findByRole('button', { name: '列表播放' })
    expect(rootStore.audio.playMode).toBe('list')

    await user.click(screen.getByRole('button', { name: '倍速 1×' }))
    await user.click(await screen.findByRole('button', { name: '1.25×' }))
    expect(rootStore.audio.rate).toBe(1.25)
    await screen.findByRole('button', { name: '倍速 1.25×' })

    await user.click(screen.getByRole('button', { name: /定時關閉/ }))
    await user.click(await screen.findByRole('button', { name: '30 分鐘' }))
    expect(rootStore.audio.sleep).toBe(30)
    await screen.findByRole('button', { name: /後關閉/ })
    rootStore.audio.setSleepTimer(null)
    rootStore.audio.stop()
  })
})

describe('lists and achievements', () => {
  it('favorites and histories ask a visitor to log in', async () => {
    installFakeServer(routes())
    rootStore.user.setToken(undefined)
    await open('/mine/pages/favorites')
    await screen.findByText('登入後即可查看收藏')
    await open('/mine/pages/histories')
    await screen.findByText('登入後即可查看收聽紀錄')
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
    // the history row (not the mini player, which names the same track and album)
    const row = await screen.findByRole('link', { name: /安住當下.*聽了/ })
    expect(within(row).getByText(/冥想入門/)).toBeTruthy()
    await open('/mine/pages/favorites')
    await screen.findByText('還沒有收藏，聽到喜歡的冥想就收藏起來吧。')
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
    // each figure is in a group named by what it counts (found as a screen reader finds it)
    const tile = async (label: string) => within(await screen.findByRole('group', { name: label }))
    expect((await tile('累計分鐘')).getByText('125 分鐘')).toBeTruthy()
    expect((await tile('練習次數')).getByText('9')).toBeTruthy()
    expect((await tile('練習天數')).getByText('6 天')).toBeTruthy()
    expect((await tile('目前連續')).getByText('3 天')).toBeTruthy()
    expect(screen.getByText(/最長連續：\s*5 天/)).toBeTruthy()
    // each milestone says in words whether it is reached, seen and spoken (not by its glyph alone)
    const list = screen.getByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      '第一次靜心：已達成',
      '累計七天：未達成',
      '累計三十天：未達成',
      '一百分鐘：已達成',
      '一千分鐘：未達成'
    ])
    expect(within(screen.getByRole('listitem', { name: '第一次靜心：已達成' })).getByText('已達成')).toBeTruthy()
    expect(within(screen.getByRole('listitem', { name: '一千分鐘：未達成' })).getByText('未達成')).toBeTruthy()
    expect(screen.getAllByText('已達成')).toHaveLength(2)
    expect(screen.getAllByText('未達成')).toHaveLength(3)
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
    // a goods card: its members-only mark and its title (the mini player is a link too: not counted)
    await screen.findByRole('link', { name: /^會員專享\s*冥想入門/ })
    expect(screen.getAllByRole('link', { name: /^會員專享\s*冥想入門/ })).toHaveLength(1)
    expect(screen.getByRole('heading', { name: '助眠好眠', level: 1 })).toBeTruthy()
  })
})
