/**
 * The launch reads no first page needs after the first page has had the CPU and the link (issue 34): the settings
 * (the invitation page's reward, the timer's bell) load IDLE_READ_MS after launch, at an idle moment.
 */
import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage } from '@/services/storage'
import { IDLE_READ_MS, launch } from '@/launch'

afterEach(() => {
  jest.useRealTimers()
})

test('launch resolves without the settings; they load after IDLE_READ_MS', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  const asked: string[] = []
  const transport: Transport = async ({ url }) => {
    const path = new URL(url, 'http://x').pathname
    asked.push(path)
    const data = path === '/v3/meditation/settings' ? [{ s_key: 'timer_bell_bowl', s_val: '/media/bell.mp3' }] : []
    return { statusCode: 200, data: { code: 0, msg: '', data } }
  }
  const root = new RootStore({
    api: createApi(createHttp({ transport, config: { base: 'http://api.test' } })),
    storage: memoryStorage(),
    navigate: () => {},
    toast: () => {}
  })
  await launch(root, {})
  expect(asked.filter((p) => p.endsWith('/settings'))).toEqual([])
  expect(root.user.settingsState).toBe('idle')

  await jest.advanceTimersByTimeAsync(IDLE_READ_MS - 1)
  expect(asked.filter((p) => p.endsWith('/settings'))).toEqual([])
  // jsdom has no requestIdleCallback: the read goes at IDLE_READ_MS
  await jest.advanceTimersByTimeAsync(1)
  await jest.runAllTimersAsync()
  expect(asked.filter((p) => p.endsWith('/settings')).sort()).toEqual([
    '/v3/get/course/settings',
    '/v3/meditation/settings'
  ])
  expect(root.user.settingsState).toBe('ready')
  expect(root.user.meditationSettings.timer_bell_bowl).toBe('/media/bell.mp3')
})
