/**
 * useAction (src/utils/useAction): busy while running, a second run while busy ignored, the failure's text as
 * state (the server's message, else the kind's translation, else the generic text), "not logged in" left to the
 * login panel, nothing set after unmount. Rendered with React's own test renderer of the DOM.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useAction, type Action } from '@/utils/useAction'
import { ApiError } from '@/services/http'
import { setLocale } from '@/i18n'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let latest: Action<[number], number> | null = null
let root: Root | null = null
let host: HTMLElement

function Probe({ action }: { action: (n: number) => Promise<number> }) {
  latest = useAction(action)
  return null
}

function mount(action: (n: number) => Promise<number>) {
  host = document.createElement('div')
  root = createRoot(host)
  act(() => root!.render(<Probe action={action} />))
  return () => latest!
}

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeAll(() => setLocale('zh-Hant'))
afterEach(() => {
  act(() => root?.unmount())
  root = null
})

it('is busy while it runs, ignores a second run meanwhile, and resolves the value', async () => {
  const gate = deferred<number>()
  const calls: number[] = []
  const hook = mount((n) => {
    calls.push(n)
    return gate.promise
  })
  expect(hook().busy).toBe(false)
  let first!: Promise<number | undefined>
  let second!: Promise<number | undefined>
  act(() => {
    first = hook().run(1)
  })
  expect(hook().busy).toBe(true)
  act(() => {
    second = hook().run(2)
  })
  expect(await second).toBeUndefined()
  expect(calls).toEqual([1])
  await act(async () => gate.resolve(41))
  expect(await first).toBe(41)
  expect(hook().busy).toBe(false)
  expect(hook().error).toBe('')
  // free again: the next run goes through
  let third!: Promise<number | undefined>
  await act(async () => {
    third = hook().run(3)
  })
  expect(calls).toEqual([1, 3])
  expect(await third).toBe(41) // the action answered the settled gate again
})

it("keeps the failure's text as state: the server's message, else the kind's text, else the generic one", async () => {
  let failure: unknown = new ApiError('business', 1116, '這張券已經用過了')
  const hook = mount(() => Promise.reject(failure))
  await act(async () => {
    expect(await hook().run(1)).toBeUndefined()
  })
  expect(hook().error).toBe('這張券已經用過了')
  expect(hook().busy).toBe(false)

  failure = new ApiError('rate-limited', 429)
  await act(async () => void (await hook().run(1)))
  expect(hook().error).not.toBe('')
  expect(hook().error).not.toBe('這張券已經用過了')

  failure = new TypeError('x is undefined')
  await act(async () => void (await hook().run(1)))
  expect(hook().error).not.toContain('undefined')
  expect(hook().error.length).toBeGreaterThan(0)
})

it('clears the error when it runs anew, and leaves "not logged in" to the login panel', async () => {
  let failure: unknown = new ApiError('business', 1116, '失敗了')
  const hook = mount(() => Promise.reject(failure))
  await act(async () => void (await hook().run(1)))
  expect(hook().error).toBe('失敗了')
  failure = new ApiError('unauthorized', 1001)
  await act(async () => void (await hook().run(1)))
  expect(hook().error).toBe('')
})

it('a run that ends after the screen has gone resolves undefined, with no error logged', async () => {
  const gate = deferred<number>()
  const errors: unknown[] = []
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
  const hook = mount(() => gate.promise)
  let pending!: Promise<number | undefined>
  act(() => {
    pending = hook().run(1)
  })
  act(() => root!.unmount())
  root = null
  gate.reject(new ApiError('business', 1116, 'late'))
  expect(await pending).toBeUndefined()
  spy.mockRestore()
  expect(errors).toEqual([])
})
