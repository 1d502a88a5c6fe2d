/**
 * useAction (src/utils/useAction): busy while running, a second run while busy ignored, the failure's text as
 * state (the server's message, else the kind's translation, else the generic text), "not logged in" left to the
 * login panel, no state set after unmount (seen through React's profiling hook: utils/stateUpdates). Through a
 * small screen that uses it as the app's screens do: a button (aria-busy while it runs) and the error as an alert,
 * found with Testing Library and tapped with userEvent.
 */
// first: it must see react-dom load (React 18 sets state on an unmounted component silently; this records it)
import { takeStateUpdates } from './utils/stateUpdates'
import { act, useState } from 'react'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { useAction } from '@/utils/useAction'
import { ApiError } from '@/services/http'
import { setLocale } from '@/i18n'
import { reactActWrappers, rootPerTest } from './utils/domRoot'

reactActWrappers()
const dom = rootPerTest()

/** A screen with one write: each tap runs it with the tap's number; what each run resolved is passed to `done`. */
function Screen({ action, done }: { action: (n: number) => Promise<number>; done: (v: number | undefined) => void }) {
  const { run, busy, error } = useAction(action)
  const [taps, setTaps] = useState(0)
  return (
    <>
      <button
        aria-busy={busy}
        onClick={() => {
          setTaps(taps + 1)
          void run(taps + 1).then(done)
        }}
      >
        送出
      </button>
      {error && <p role='alert'>{error}</p>}
    </>
  )
}

function mount(action: (n: number) => Promise<number>) {
  const resolved: (number | undefined)[] = []
  act(() => dom.root.render(<Screen action={action} done={(v) => resolved.push(v)} />))
  return resolved
}

const button = () => screen.getByRole('button', { name: '送出' })
const busy = () => button().getAttribute('aria-busy') === 'true'
const alertText = () => screen.queryByRole('alert')?.textContent ?? null

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

it('is busy while it runs, ignores a second tap meanwhile, and resolves the value', async () => {
  const user = userEvent.setup()
  const gate = deferred<number>()
  const calls: number[] = []
  const resolved = mount((n) => {
    calls.push(n)
    return gate.promise
  })
  expect(busy()).toBe(false)
  await user.click(button())
  expect(busy()).toBe(true)
  await user.click(button())
  expect(calls).toEqual([1])
  expect(resolved).toEqual([undefined]) // the second tap, ignored
  await act(async () => gate.resolve(41))
  expect(resolved).toEqual([undefined, 41])
  expect(busy()).toBe(false)
  expect(alertText()).toBeNull()
  // free again: the next tap goes through
  await user.click(button())
  expect(calls).toEqual([1, 3])
  expect(resolved).toEqual([undefined, 41, 41]) // the action answered the settled gate again
})

it("shows the failure's text: the server's message, else the kind's text, else the generic one", async () => {
  const user = userEvent.setup()
  let failure: unknown = new ApiError('business', 1116, '這張券已經用過了')
  const resolved = mount(() => Promise.reject(failure))
  await user.click(button())
  expect(alertText()).toBe('這張券已經用過了')
  expect(resolved).toEqual([undefined])
  expect(busy()).toBe(false)

  failure = new ApiError('rate-limited', 429)
  await user.click(button())
  expect(alertText()).not.toBeNull()
  expect(alertText()).not.toBe('這張券已經用過了')

  failure = new TypeError('x is undefined')
  await user.click(button())
  expect(alertText()).not.toContain('undefined')
  expect(alertText()!.length).toBeGreaterThan(0)
})

it('clears the error when it runs anew, and leaves "not logged in" to the login panel', async () => {
  const user = userEvent.setup()
  let failure: unknown = new ApiError('business', 1116, '失敗了')
  mount(() => Promise.reject(failure))
  await user.click(button())
  expect(alertText()).toBe('失敗了')
  failure = new ApiError('unauthorized', 1001)
  await user.click(button())
  expect(alertText()).toBeNull()
})

it('a run that ends after the screen has gone sets no state on it, whether it fails or succeeds', async () => {
  const user = userEvent.setup()
  for (const ending of ['fails', 'succeeds'] as const) {
    const gate = deferred<number>()
    const resolved = mount(() => gate.promise)
    await user.click(button())
    expect(busy()).toBe(true)
    // the recorder sees the screen's updates while it is there (else an empty record below would prove nothing)
    expect(takeStateUpdates()).toContain('Screen')
    act(() => dom.root.render(<></>))
    takeStateUpdates()
    if (ending === 'fails') gate.reject(new ApiError('business', 1116, 'late'))
    else gate.resolve(5)
    await gate.promise.catch(() => undefined)
    await act(async () => undefined)
    expect(resolved).toEqual([ending === 'fails' ? undefined : 5])
    // neither the error nor the end of busy is set on the screen that has gone
    expect(takeStateUpdates()).toEqual([])
  }
})
