/**
 * A React root on a fresh div in the document for each test of the file, unmounted and removed after it. For tests
 * that render one component directly (no Taro app around it).
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

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
