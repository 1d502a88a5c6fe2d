/**
 * The mini-program Animation (src/components/Animation/index.weapp.tsx) and its loading path: lottie-miniprogram is
 * not in the bundle but loaded with WeChat's require.async from the file the build copies into a subpackage
 * (config/lottieMini.ts). Here WeChat's require.async answers with that very file, the selector query with a canvas
 * whose 2d context records the drawing, and wx.request with the server's animation: the component mounts, the
 * real player draws frames, a failed load shows `failed` and is tried again on the next mount.
 */
import { posix } from 'path'
import { act } from 'react'
import { waitFor, within } from '@testing-library/dom'
import Taro from '@tarojs/taro'
import Animation from '@/components/Animation/index.weapp'
import { LOTTIE } from '@/components/Animation/files'
import { LOTTIE_MINI } from '../config/lottieMini'
import { LOTTIE_FILES } from '../server/src/media/lottie'
import { reactActWrappers, rootPerTest } from './utils/domRoot'

/** Calls on the canvas's 2d context, by method name. */
const drawn = new Map<string, number>()
function context2d(): unknown {
  const state: Record<string | symbol, unknown> = {}
  return new Proxy(state, {
    get: (target, key) =>
      key in target
        ? target[key]
        : (...args: unknown[]) => {
            drawn.set(String(key), (drawn.get(String(key)) ?? 0) + 1)
            return key === 'measureText' ? { width: 0 } : key === 'createPattern' ? {} : args.length ? undefined : {}
          },
    set: (target, key, value) => {
      target[key] = value
      return true
    }
  })
}

const canvas = {
  width: 0,
  height: 0,
  ctx: null as unknown,
  getContext(kind: string) {
    if (kind !== '2d') throw new Error(`no ${kind} context`)
    this.ctx ??= context2d()
    return this.ctx
  },
  requestAnimationFrame: (cb: (t: number) => void) => setTimeout(() => cb(Date.now()), 16),
  cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id)
}

const requests: string[] = []
const wx = {
  getSystemInfoSync: () => ({ pixelRatio: 2 }),
  request({ url, success, fail }: { url: string; success(r: object): void; fail(r: object): void }) {
    requests.push(url)
    const name = /\/static\/lottie-animate\/(\w+)\.json$/.exec(url)?.[1]
    const body = name ? LOTTIE_FILES[name] : undefined
    setTimeout(() =>
      body ? success({ data: body, statusCode: 200, header: {} }) : fail({ errMsg: 'request:fail 404' })
    )
  }
}

/** WeChat's require.async as the root-level file calling it sees it: a path relative to dist/weapp. */
const asyncPaths: string[] = []
let failNext = false
const nonWebpackRequire = {
  async(path: string): Promise<unknown> {
    asyncPaths.push(path)
    if (failNext) {
      failNext = false
      return Promise.reject(new Error('loadSubpackage:fail network'))
    }
    if (posix.normalize(path) !== LOTTIE_MINI.to) return Promise.reject(new Error(`no module ${path}`))
    return Promise.resolve(require(`../${LOTTIE_MINI.from}`))
  }
}

reactActWrappers()
const dom = rootPerTest()
/** The animation: an image named by its label; a decorative one has no role (aria-hidden), so by its class. */
const box = () => within(dom.host).queryByRole('img') ?? dom.host.querySelector<HTMLElement>('.jx-animation')!
/** Waits (Testing Library's waitFor, outside React's act) until the animation is in `state`. */
const inState = (state: string) => waitFor(() => expect(box().getAttribute('data-state')).toBe(state))

beforeAll(() => {
  Object.assign(globalThis, { wx, __non_webpack_require__: nonWebpackRequire, IS_REACT_ACT_ENVIRONMENT: true })
  // lottie-miniprogram warns at load that lottie asks for a canvas element (it works without)
  const warn = console.warn
  jest.spyOn(console, 'warn').mockImplementation((...args) => !/canvas/.test(String(args[0])) && warn(...args))
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ pixelRatio: 2 } as never)
  jest.spyOn(Taro, 'nextTick').mockImplementation((cb: () => void) => void setTimeout(cb))
  jest.spyOn(Taro, 'createSelectorQuery').mockImplementation(
    () =>
      ({
        select: () => ({
          fields: () => ({ exec: (cb: (r: unknown[]) => void) => cb([{ node: canvas, width: 160, height: 120 }]) })
        })
      }) as never
  )
})

afterAll(() => {
  jest.restoreAllMocks()
  delete (globalThis as Record<string, unknown>).wx
  delete (globalThis as Record<string, unknown>).__non_webpack_require__
})

it('shows failed when the subpackage cannot be loaded', async () => {
  failNext = true
  act(() => dom.root.render(<Animation path={LOTTIE.breathe} loop label='breathe' />))
  await inState('failed')
  expect(asyncPaths).toEqual(['./commonPage/lottie/index.js'])
  expect(requests).toEqual([])
})

it('loads lottie-miniprogram from the subpackage on the next mount and draws the animation on the canvas', async () => {
  act(() => dom.root.render(<Animation path={LOTTIE.breathe} loop label='breathe' />))
  await inState('playing')
  // tried again after the failure, at the path that resolves from the root to the copied file
  expect(asyncPaths).toEqual(['./commonPage/lottie/index.js', './commonPage/lottie/index.js'])
  expect(box().getAttribute('data-path')).toBe(LOTTIE.breathe)
  expect(within(dom.host).getByRole('img', { name: 'breathe' })).toBe(box())
  // the canvas is sized to device pixels and the player fetched the animation and drew its shapes
  expect([canvas.width, canvas.height]).toEqual([320, 240])
  await waitFor(() => expect([drawn.get('bezierCurveTo') ?? 0, drawn.get('fill') ?? 0].every((n) => n > 0)).toBe(true))
  expect(requests).toEqual([`${__API_BASE__}${LOTTIE.breathe}`])
})

it('loads the player once for every animation, and a paused one waits', async () => {
  act(() => dom.root.render(<Animation path={LOTTIE.celebrate} autoplay={false} />))
  await inState('paused')
  expect(asyncPaths).toHaveLength(2)
  expect(box().getAttribute('aria-hidden')).toBe('true')
  expect(requests.at(-1)).toBe(`${__API_BASE__}${LOTTIE.celebrate}`)
})
