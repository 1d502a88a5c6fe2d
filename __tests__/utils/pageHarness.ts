/**
 * Helpers for page-flow tests that mount several pages in one app: the newest page's elements, waiting for a
 * condition, typing into Taro inputs and tapping.
 */
import TestUtils from '@tarojs/test-utils-react'
import { screen, within, type Matcher } from '@testing-library/dom'
import { envelope } from './fakeServer'
import { until } from './until'

export const testUtils = new TestUtils()

/** The launch sequence loads both settings lists: answer them empty. */
export const emptySettings = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([])
}

/** The current route (the tests' router is hash-based). */
export const path = () => window.location.hash.replace(/^#/, '').split('?')[0]

/** The newest page's element: pages below the current one stay in the document. */
export const last = (selector: string) => {
  const all = document.querySelectorAll(selector)
  return all[all.length - 1] as HTMLElement | undefined
}

/** Waiting for a condition: the shared `until` (./until). */
export { until } from './until'

/** Type into a Taro Input: stencil renders its inner <input> asynchronously, which fires the input event. */
export async function typeInto(selector: string, value: string) {
  await until(() => !!last(`${selector} input`))
  const input = last(`${selector} input`) as HTMLInputElement
  testUtils.act(() => {
    input.value = value
    testUtils.fireEvent.input(input)
  })
}

export const click = (selector: string) =>
  testUtils.act(() => {
    testUtils.fireEvent.click(last(selector)!)
  })

/**
 * A Taro Button by its text: in jsdom it is Taro's `taro-button-core` element, which has no role (the
 * mini-program's is a native button), so it is found by the text the user reads, inside `scope` if given.
 */
export const findButton = (text: Matcher, scope?: HTMLElement) =>
  (scope ? within(scope) : screen).findByText(text, { selector: 'taro-button-core' })
