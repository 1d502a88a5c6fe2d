import { stopPullDownRefresh, usePullDownRefresh } from '@tarojs/taro'
import { usePullToRefresh } from './usePullToRefresh'

jest.mock('@tarojs/taro', () => ({
  usePullDownRefresh: jest.fn(),
  stopPullDownRefresh: jest.fn()
}))

const registered = jest.mocked(usePullDownRefresh)
const stop = jest.mocked(stopPullDownRefresh)

/** A reload the test settles by hand. */
function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { reload: jest.fn(() => promise), resolve, reject }
}

/** Registers the hook (outside React: the Taro hook is mocked) and returns the page's pull handler. */
function usePullHandler(...args: Parameters<typeof usePullToRefresh>) {
  usePullToRefresh(...args)
  const handler = registered.mock.calls[registered.mock.calls.length - 1][0]
  return () => handler()
}

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  registered.mockClear()
  stop.mockClear()
})

test('a pull reloads every source at once and stops the refresh only when all have settled', async () => {
  const a = deferred()
  const b = deferred()
  usePullHandler(a, b)()
  expect(a.reload).toHaveBeenCalledTimes(1)
  expect(b.reload).toHaveBeenCalledTimes(1)
  a.resolve()
  await flush()
  expect(stop).not.toHaveBeenCalled()
  b.resolve()
  await flush()
  expect(stop).toHaveBeenCalledTimes(1)
})

test('a failed or throwing source still stops the refresh', async () => {
  const failing = deferred()
  const throwing = () => {
    throw new Error('boom')
  }
  usePullHandler(failing, throwing)()
  failing.reject(new Error('offline'))
  await flush()
  expect(stop).toHaveBeenCalledTimes(1)
})

test('a plain function is a source too, and nothing reloads before a pull', async () => {
  const fetchProfile = jest.fn(() => Promise.resolve('profile'))
  const handler = usePullHandler(fetchProfile)
  expect(fetchProfile).not.toHaveBeenCalled()
  handler()
  await flush()
  expect(fetchProfile).toHaveBeenCalledTimes(1)
  expect(stop).toHaveBeenCalledTimes(1)
})
