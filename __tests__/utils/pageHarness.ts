/**
 * Helpers for page-flow tests that mount several pages in one app: opening a page, the page on top, waiting for a
 * condition, and what Testing Library needs besides its own queries for Taro's components (a Button found by its
 * text, an Input typed into by its label). Tests find what the user sees by role, label and text, and use userEvent.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { screen, within, type Matcher } from '@testing-library/dom'
import type { UserEvent } from '@testing-library/user-event'
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

/**
 * Relaunches to `url` and waits until its page alone is in the router (until then the page before, still being
 * taken down, would answer the queries, and an overlay opened then would open in it). Taro's page containers have no
 * role or name: they are found by the router's own classes. A relaunch to the very page shown keeps its tree: give
 * such a visit a query parameter of its own.
 */
export async function openPage(url: string) {
  const pages = () => document.querySelectorAll('.taro_router > .taro_page')
  const before = pages()[0]
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  const route = url.split('?')[0]
  await until(
    () => pages().length === 1 && pages()[0] !== before && path() === route,
    `${url} replaced the page before`
  )
}

/**
 * The page on top (the pages under it stay in the document): queries scoped to it (`within(page())`) see only what
 * the user sees, and run much faster than over the whole document on a long page stack.
 */
export const page = () => {
  const pages = document.querySelectorAll<HTMLElement>('.taro_router > .taro_page')
  return pages[pages.length - 1]
}

/** Waiting for a condition: the shared `until` (./until). */
export { until } from './until'

/**
 * A Taro Button by its text: in jsdom it is Taro's `taro-button-core` element, which has no role (the
 * mini-program's is a native button), so it is found by the text the user reads, inside `scope` if given.
 */
export const findButton = (text: Matcher, scope?: HTMLElement) =>
  (scope ? within(scope) : screen).findByText(text, { selector: 'taro-button-core' })

/**
 * Types into the field labelled `label` (inside `scope` if given) with userEvent: Taro's Input carries the label on
 * its element and renders the real <input> inside it a moment later.
 */
export async function typeIn(user: UserEvent, label: Matcher, text: string, scope?: HTMLElement) {
  const field = await (scope ? within(scope) : screen).findByLabelText(label)
  const inner = await until(() => field.querySelector<HTMLInputElement>('input, textarea'), `the field of ${label}`)
  await user.clear(inner)
  await user.type(inner, text)
}
