/**
 * The `test` of every browser spec: Playwright's, plus a guard that fails the test when the page logs a DOM
 * error during it (NotFoundError "Failed to execute 'insertBefore'", "removeChild" and the like: React and a
 * Taro H5 component both changing the same children) or throws an uncaught exception.
 */
import { test as base, expect } from '@playwright/test'

const DOM_ERROR =
  /NotFoundError|HierarchyRequestError|Failed to execute '(insertBefore|removeChild|appendChild|replaceChild)'/

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
  domErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error' && DOM_ERROR.test(m.text())) errors.push(m.text().split('\n')[0])
      })
      page.on('pageerror', (e) => {
        errors.push(`${e.name}: ${e.message}`)
      })
      await use(errors)
      expect(errors, 'DOM errors or uncaught exceptions in the page').toEqual([])
    },
    { auto: true }
  ]
})

export { expect }
export type { Page } from '@playwright/test'
