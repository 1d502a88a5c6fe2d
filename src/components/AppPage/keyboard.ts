/**
 * H5 keyboard access. Taro's H5 components are plain elements (Button is a div.taro-button-core, ScrollView a
 * div.taro-scroll) that the browser does not treat as controls: none is reachable with Tab and Enter does
 * nothing. Once per app, this makes every control focusable (buttons and elements with a control role get
 * tabindex=0; disabled ones -1; a Button gets role=button and, while disabled, aria-disabled), and so does every
 * scroll area, and it turns Enter/Space on a focused one into the click its onClick listens to. Mini-programs
 * have no keyboard: it does nothing there.
 */
const BUTTON = '.taro-button-core'
const CONTROL =
  BUTTON +
  ', [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"], [role="slider"]'

function isDisabled(el: Element): boolean {
  const d = el.getAttribute('disabled')
  return (d !== null && d !== 'false') || el.getAttribute('aria-disabled') === 'true'
}

/** scroll areas (Taro's ScrollView): focusable so keyboard users can scroll them */
const SCROLLER = '.taro-scroll'

function mark(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(SCROLLER))) {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
  }
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(BUTTON))) {
    if (!el.hasAttribute('role')) el.setAttribute('role', 'button')
    // a div's disabled attribute means nothing to assistive technology: say it with aria-disabled
    const d = el.getAttribute('disabled')
    if (d !== null && d !== 'false') {
      if (el.getAttribute('aria-disabled') !== 'true') el.setAttribute('aria-disabled', 'true')
      el.setAttribute('data-jx-disabled', '')
    } else if (el.hasAttribute('data-jx-disabled')) {
      el.removeAttribute('aria-disabled')
      el.removeAttribute('data-jx-disabled')
    }
  }
  const list = root.querySelectorAll<HTMLElement>(CONTROL)
  for (const el of Array.from(list)) {
    const want = isDisabled(el) ? '-1' : '0'
    if (el.getAttribute('data-jx-tab') !== want) {
      el.setAttribute('tabindex', want)
      el.setAttribute('data-jx-tab', want)
    }
  }
}

let installed = false

export function installKeyboardAccess(): void {
  if (installed || process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  installed = true
  let queued = false
  const refresh = () => {
    if (queued) return
    queued = true
    // a microtask: after the current batch of DOM changes, before the next paint
    void Promise.resolve().then(() => {
      queued = false
      // the document can be gone by then (a test environment torn down)
      if (typeof document !== 'undefined' && document?.body) mark(document)
    })
  }
  new MutationObserver(refresh).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled', 'role']
  })
  refresh()
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    const el = e.target as HTMLElement | null
    if (!el || !el.matches?.(CONTROL) || el.getAttribute('role') === 'slider' || isDisabled(el)) return
    e.preventDefault()
    el.click()
  })
}
