/**
 * The `test` of every browser spec: Playwright's, plus a guard that fails the test when the page logs a DOM
 * error during it (NotFoundError "Failed to execute 'insertBefore'", "removeChild" and the like: React and a
 * Taro H5 component both changing the same children) or throws an uncaught exception.
 */
import { test as playwright, expect } from '@playwright/test'
import { consoleServerFixture, type ConsoleServer } from './consoleServer'

const DOM_ERROR =
  /NotFoundError|HierarchyRequestError|Failed to execute '(insertBefore|removeChild|appendChild|replaceChild)'/

/**
 * Playwright's `test` plus the worker's console server (e2e/support/consoleServer.ts), without the guard below: for
 * the specs written on Playwright's own `test`. Every spec's `test` must have the same worker fixtures: Playwright
 * keeps a worker (its browser and console server) from one spec file to the next only then, else it starts a new one.
 */
export const plainTest = playwright.extend<Record<never, never>, { consoleServer: ConsoleServer }>({
  consoleServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => consoleServerFixture(provide),
    { scope: 'worker', timeout: 180_000 }
  ]
})
const base = plainTest

export const test = base.extend<{ domErrors: string[] }>({
  // The first-run welcome (issue 32) opens at the site root on a device with no app state, as every spec's fresh
  // browser is: the specs' default context has seen it. Contexts of their own (support/pages pageAs) have not,
  // and e2e/trust-shop.spec.ts tests the welcome in them.
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      try {
        if (!localStorage.getItem('welcomeSeen')) localStorage.setItem('welcomeSeen', JSON.stringify({ data: true }))
      } catch {
        /* a page without storage (about:blank) */
      }
    })
    await provide(context)
  },
  // The errors the test's `page` logged, checked when the test ends. The listeners go on in the `page` fixture
  // below, so a test that works only in contexts of its own (support/pages pageAs) no longer opens an unused default
  // page for them: that page cost ~0.8 s of a 2-core machine per test.
  domErrors: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const errors: string[] = []
      await provide(errors)
      expect(errors, 'DOM errors or uncaught exceptions in the page').toEqual([])
    },
    { auto: true }
  ],
  page: async ({ page, domErrors }, provide) => {
    page.on('console', (m) => {
      if (m.type() === 'error' && DOM_ERROR.test(m.text())) domErrors.push(m.text().split('\n')[0])
    })
    page.on('pageerror', (e) => {
      domErrors.push(`${e.name}: ${e.message}`)
    })
    await provide(page)
  }
})

export { expect }
export type { Locator, Page } from '@playwright/test'
