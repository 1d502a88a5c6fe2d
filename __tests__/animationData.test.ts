/**
 * H5 Animation (components/Animation/index.h5.tsx): a Lottie file is fetched once per URL, however many times an
 * animation restarts (the player's breathing guide restarts as the track starts), and a failed fetch is tried again.
 */
import { lottieData } from '@/components/Animation/index.h5'

const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

test('one fetch per file; each player gets its own copy of the data', async () => {
  const fetched: string[] = []
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url)
    return { ok: true, status: 200, text: async () => '{"v":"5.7.4","layers":[]}' }
  }) as unknown as typeof fetch
  const [a, b] = await Promise.all([
    lottieData('/static/lottie-animate/once.json'),
    lottieData('/static/lottie-animate/once.json')
  ])
  const c = await lottieData('/static/lottie-animate/once.json')
  expect(fetched).toEqual(['/static/lottie-animate/once.json'])
  expect(a).toEqual({ v: '5.7.4', layers: [] })
  expect(a).not.toBe(b)
  expect(c).not.toBe(a)
})

test('a failed fetch fails its animation and is tried again by the next', async () => {
  let status = 503
  const fetched: string[] = []
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url)
    return { ok: status === 200, status, text: async () => '{"v":"5.7.4"}' }
  }) as unknown as typeof fetch
  await expect(lottieData('/static/lottie-animate/flaky.json')).rejects.toThrow('503')
  status = 200
  await expect(lottieData('/static/lottie-animate/flaky.json')).resolves.toEqual({ v: '5.7.4' })
  expect(fetched).toHaveLength(2)
})
