/** The socket wrapper over Taro.connectSocket: URL, messages sent before the open are flushed, close before resolve. */
import Taro from '@tarojs/taro'
import { connectSocket, socketUrl } from '@/services/socket'

function fakeTask() {
  const h: Record<string, (x?: any) => void> = {}
  return {
    readyState: 0,
    sent: [] as string[],
    closed: 0,
    send(o: { data: string }) {
      this.sent.push(o.data)
    },
    close() {
      this.closed += 1
    },
    onOpen(f: () => void) {
      h.open = f
    },
    onMessage(f: (m: any) => void) {
      h.message = f
    },
    onError(f: (e: any) => void) {
      h.error = f
    },
    onClose(f: () => void) {
      h.close = f
    },
    fire(name: string, x?: any) {
      h[name]?.(x)
    }
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('services/socket', () => {
  afterEach(() => jest.restoreAllMocks())

  it('derives the ws URL from the API base', () => {
    expect(socketUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/ws')
    expect(socketUrl('https://api.example.com/')).toBe('wss://api.example.com/ws')
  })

  it('queues messages until the socket opens, then passes events through', async () => {
    const task = fakeTask()
    const spy = jest.spyOn(Taro, 'connectSocket').mockResolvedValue(task as any)
    const s = connectSocket('ws://x/ws')
    const got: string[] = []
    let opened = 0
    s.onOpen(() => {
      opened++
    })
    s.onMessage((d) => got.push(d))
    s.send('early')
    await flush()
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ url: 'ws://x/ws', timeout: 60000 }))
    expect(task.sent).toEqual([])
    task.readyState = 1
    task.fire('open')
    expect(task.sent).toEqual(['early'])
    expect(opened).toBe(1)
    s.send('later')
    expect(task.sent).toEqual(['early', 'later'])
    task.fire('message', { data: '{"ok":true}' })
    expect(got).toEqual(['{"ok":true}'])
  })

  it('a close before the task exists closes it as soon as it does; a failed connect is an error', async () => {
    const task = fakeTask()
    jest
      .spyOn(Taro, 'connectSocket')
      .mockResolvedValueOnce(task as any)
      .mockRejectedValueOnce(new Error('refused'))
    const a = connectSocket('ws://x/ws')
    a.close()
    await flush()
    expect(task.closed).toBe(1)
    const b = connectSocket('ws://x/ws')
    const errors: unknown[] = []
    b.onError((e) => errors.push(e))
    await flush()
    expect(errors).toHaveLength(1)
  })
})
