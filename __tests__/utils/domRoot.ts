/**
 * A React root on a fresh div in the document for each test of the file, unmounted and removed after it. For tests
 * that render one component directly (no Taro app around it).
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { configure } from '@testing-library/dom'

export function rootPerTest(): { host: HTMLDivElement; root: Root } {
  const dom = {} as { host: HTMLDivElement; root: Root }
  beforeEach(() => {
    dom.host = document.createElement('div')
    document.body.appendChild(dom.host)
    dom.root = createRoot(dom.host)
  })
  afterEach(() => {
    act(() => dom.root.unmount())
    dom.host.remove()
  })
  return dom
}

/**
 * For a file that renders React with `act` (IS_REACT_ACT_ENVIRONMENT): Testing Library's events (userEvent's taps
 * and typing) run inside React's `act`, so their updates are applied when the call returns, and its waits
 * (findBy*, waitFor) run outside it, as @testing-library/react sets them up (not a dependency here).
 */
export function reactActWrappers() {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  g.IS_REACT_ACT_ENVIRONMENT = true
  configure({
    eventWrapper: (cb) => {
      const before = g.IS_REACT_ACT_ENVIRONMENT
      g.IS_REACT_ACT_ENVIRONMENT = true
      let result: unknown
      try {
        act(() => {
          result = cb()
        })
      } finally {
        g.IS_REACT_ACT_ENVIRONMENT = before
      }
      return result
    },
    asyncWrapper: async (cb) => {
      const before = g.IS_REACT_ACT_ENVIRONMENT
      g.IS_REACT_ACT_ENVIRONMENT = false
      try {
        const result = await cb()
        // the updates the awaited work scheduled, applied before the test reads the screen
        await new Promise((r) => setTimeout(r, 0))
        return result
      } finally {
        g.IS_REACT_ACT_ENVIRONMENT = before
      }
    }
  })
}
