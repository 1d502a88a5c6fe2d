/**
 * H5 lazy page loading states (src/services/pageLoading.h5.ts), driven by Taro's router events: the view found as
 * the user meets it (a status while loading, an alert with a retry button once it gives up).
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import { watchPageLoading } from '@/services/pageLoading.h5'

const texts = () => ({ loading: 'loading…', failed: 'failed', retry: 'retry' })
/** What the view shows: a status while loading, an alert once it has given up, or nothing. */
const shown = () => (screen.queryByRole('status') ? 'loading' : screen.queryByRole('alert') ? 'failed' : null)

describe('H5 page loading view', () => {
  let stop: () => void
  let reloads: number
  let onScreen: string | undefined
  beforeEach(() => {
    jest.useFakeTimers()
    reloads = 0
    onScreen = '/pages/meditation/index'
    stop = watchPageLoading(texts, {
      reload: () => {
        reloads++
      },
      currentPath: () => onScreen
    })
  })
  afterEach(() => {
    stop()
    jest.useRealTimers()
  })

  it('a page that shows within 200 ms never shows the loading view', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/a' } })
    jest.advanceTimersByTime(199)
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/a' } })
    jest.advanceTimersByTime(60_000)
    expect(shown()).toBeNull()
  })

  it('after 200 ms: the loading view; the page showing removes it', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/a' } })
    jest.advanceTimersByTime(200)
    within(screen.getByRole('status')).getByText('loading…')
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/a' } })
    expect(shown()).toBeNull()
  })

  it('after 60 000 ms it gives up with a retry that loads the address again', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/a' } })
    jest.advanceTimersByTime(59_999)
    expect(shown()).toBe('loading')
    jest.advanceTimersByTime(1)
    const alert = within(screen.getByRole('alert'))
    alert.getByText('failed')
    alert.getByRole('button', { name: 'retry' }).click()
    expect(reloads).toBe(1)
    expect(shown()).toBeNull()
  })

  it('a chunk that failed to load gives up at once', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/a' } })
    const e = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(e, 'reason', {
      value: Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' })
    })
    window.dispatchEvent(e)
    expect(shown()).toBe('failed')
    jest.advanceTimersByTime(60_000)
    expect(shown()).toBe('failed')
  })

  it('a navigation the router drops (to the page already on screen) shows nothing', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/meditation/index' } })
    jest.advanceTimersByTime(60_000)
    expect(shown()).toBeNull()
    onScreen = 'pages/course/index'
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/meditation/index' } })
    jest.advanceTimersByTime(200)
    expect(shown()).toBe('loading')
  })

  it('an unknown route hides it (the not-found page takes over)', () => {
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/nope' } })
    jest.advanceTimersByTime(300)
    Taro.eventCenter.trigger('__taroRouterNotFound', { path: '/nope' })
    expect(shown()).toBeNull()
  })
})
