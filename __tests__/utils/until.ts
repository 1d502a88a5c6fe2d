/**
 * The one way a test waits for a condition (issue 30: one shared `until` instead of seven local copies): polls
 * `check` every 20 ms until it returns a truthy value, and resolves that value (the element, the text, `true`);
 * a check that throws counts as not yet met (so an assertion can be waited for: end it with `return true`).
 * After `ms` it fails with what was awaited and, in a DOM test, where the page is and what it shows. Used by the
 * jest page tests (through ./pageHarness too) and the mini-program harness (node:test).
 */
export async function until<T>(
  check: () => T | null | undefined | false | '' | 0,
  what: string | (() => string) = check.toString(),
  ms = 10_000
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    let value: T | null | undefined | false | '' | 0 = undefined
    let error: unknown
    try {
      value = check()
    } catch (e) {
      error = e
    }
    if (value) return value
    if (Date.now() > end) {
      const described = typeof what === 'function' ? what() : what
      throw new Error(
        `not met in ${ms} ms: ${described}${error ? ` (last check threw: ${String(error)})` : ''}${whereThePageIs()}`
      )
    }
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** In a DOM test: the route and the start of the page's text, to tell at once what the page showed instead. */
function whereThePageIs(): string {
  if (typeof document === 'undefined' || !document.body) return ''
  const at = typeof location === 'undefined' ? '' : location.hash.replace(/^#/, '') || location.pathname
  const text = (document.body.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)
  const formError = document.querySelector('.auth-error')?.textContent
  return ` (at ${at || '?'}${formError ? `; error line: ${formError}` : ''}; page text: ${text || 'none'})`
}
