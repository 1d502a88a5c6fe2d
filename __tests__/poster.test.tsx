/**
 * The invitation poster: the QR code's modules become rectangles that cover exactly the dark modules of the
 * invite link's code; the poster's operations carry that link; painting fills one rectangle per run; and the page
 * (over the real router, stores and HTTP layer) encodes the logged-in user's own link: its poster found by role and
 * name, the link by its text.
 */
import qrcode from 'qrcode-generator'
import { screen } from '@testing-library/dom'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, openPage } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import { inviteLink } from '@/mine/lib/invite'
import {
  paintPoster,
  posterOps,
  qrDrawing,
  wrapText,
  POSTER_WIDTH,
  type DrawOp,
  type PosterContext
} from '@/mine/lib/poster'

const texts = { brand: 'B', slogan: 's', invites: 'i', product: 'p', productDesc: 'd', reward: 'r', scan: 'q' }

/** Marks every module a rectangle covers, back on the module grid. */
function matrixOf(d: ReturnType<typeof qrDrawing>, x: number, y: number, quiet: number): boolean[][] {
  const m = Array.from({ length: d.count }, () => Array<boolean>(d.count).fill(false))
  for (const r of d.rects) {
    const row = Math.round((r.y - y) / d.cell) - quiet
    const col = Math.round((r.x - x) / d.cell) - quiet
    const n = Math.round(r.w / d.cell)
    expect(Math.round(r.h / d.cell)).toBe(1)
    for (let i = 0; i < n; i++) {
      expect(m[row][col + i]).toBe(false)
      m[row][col + i] = true
    }
  }
  return m
}

it('draws exactly the dark modules of the QR code of the text, inside the box', () => {
  const link = inviteLink(42, 'https://jingxin.example/')
  expect(link).toBe('https://jingxin.example/?invite_user_id=42')
  const d = qrDrawing(link, 100, 400, 150)
  const qr = qrcode(0, 'M')
  qr.addData(link)
  qr.make()
  expect(d.count).toBe(qr.getModuleCount())
  const m = matrixOf(d, 100, 400, 2)
  for (let r = 0; r < d.count; r++) for (let c = 0; c < d.count; c++) expect(m[r][c]).toBe(qr.isDark(r, c))
  for (const r of d.rects) {
    expect(r.x).toBeGreaterThanOrEqual(100 + 2 * d.cell - 1e-9)
    expect(r.x + r.w).toBeLessThanOrEqual(250 - 2 * d.cell + 1e-9)
  }
  // the three finder patterns: a full dark run of 7 modules at three corners
  expect(d.rects.filter((r) => Math.round(r.w / d.cell) === 7).length).toBeGreaterThanOrEqual(6)
  // a different link is a different code
  const other = qrDrawing(inviteLink(43, 'https://jingxin.example'), 100, 400, 150)
  expect(other.rects).not.toEqual(d.rects)
})

it('lays the poster out on 375 px with the invite link as its QR code, and paints one fill per run', () => {
  const link = inviteLink(7, 'http://127.0.0.1:3000')
  const ops = posterOps({ name: '王小明', link, texts })
  const qr = ops.find((o): o is Extract<DrawOp, { kind: 'qr' }> => o.kind === 'qr')!
  expect(qr.qr.text).toBe(link)
  for (const o of ops) if (o.kind === 'rect') expect(o.x + o.w).toBeLessThanOrEqual(POSTER_WIDTH)
  expect(ops.find((o) => o.kind === 'avatar')).toMatchObject({ initial: '王' })

  const fills: Array<[number, number, number, number]> = []
  const texts2: string[] = []
  const noop = () => undefined
  const ctx: PosterContext = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: (x, y, w, h) => void fills.push([x, y, w, h]),
    fillText: (s) => void texts2.push(s),
    measureText: (s) => ({ width: Array.from(s).length * 10 }),
    beginPath: noop,
    closePath: noop,
    moveTo: noop,
    arcTo: noop,
    arc: noop,
    fill: noop,
    clip: noop,
    save: noop,
    restore: noop,
    drawImage: noop
  }
  paintPoster(ctx, ops, null)
  const qrFills = fills.filter(([x, y]) => qr.qr.rects.some((r) => r.x === x && r.y === y))
  expect(qrFills.length).toBe(qr.qr.rects.length)
  expect(texts2).toContain('王小明')
  expect(texts2).toContain('王') // no avatar: the first character on a disc
})

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 9, nickname: '林小華', avatar: '' }),
    'GET /v3/meditation/memberInfo': () => envelope({ isVip: 0 })
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
  await rootStore.user.fetchProfile()
})

it('the page draws the logged-in user’s own invite link', async () => {
  await openPage('/mine/pages/invitation/poster/index')
  // the poster, named for its owner, and the link it encodes as text beside it
  await screen.findByRole('img', { name: '林小華 的邀請海報，含個人邀請連結 QR 碼' })
  await screen.findByText(inviteLink(9, location.origin))
}, 15000)

it('wraps between words and CJK characters, and cuts the last line with an ellipsis', () => {
  const ctx = { measureText: (s: string) => ({ width: Array.from(s).length * 10 }) }
  expect(wrapText(ctx, 'Every guided meditation, study plans', 120, 3)).toEqual([
    'Every guided',
    'meditation,',
    'study plans'
  ])
  expect(wrapText(ctx, '完整冥想音頻學習計畫', 50, 3)).toEqual(['完整冥想音', '頻學習計畫'])
  expect(wrapText(ctx, 'one two three four five', 80, 2)).toEqual(['one two', 'three…'])
})
