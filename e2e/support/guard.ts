/**
 * The `test` of every browser spec: Playwright's, plus a guard that fails the test when the page logs a DOM
 * error during it (NotFoundError "Failed to execute 'insertBefore'", "removeChild" and the like: React and a
 * Taro H5 component both changing the same children) or throws an uncaught exception.
 */
import { test as base, expect } from '@playwright/test'

const DOM_ERROR =
  /NotFoundError|HierarchyRequestError|Failed to execute '(insertBefore|removeChild|appendChild|replaceChild)'/

export const test = base.extend<{ domErrors: string[] }>({
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
