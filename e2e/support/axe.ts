/**
 * axe-core in the browser tests: evaluates axe.min.js in the page, runs it on the whole document and fails on
 * serious or critical violations (WCAG 2.x A/AA and best-practice rules), listing each rule with its nodes.
 */
import { readFileSync } from 'node:fs'
import { expect, type BrowserContext, type Page } from '@playwright/test'

// Evaluated through the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
// (rightly) refuses inline scripts, and the test must see the page under its real policy. An init script
// (context.addInitScript, the protocol's Page.addScriptToEvaluateOnNewDocument) is not a <script> either: the page's
// policy stays as it is.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
/**
 * axe at the start of every later document of a context that has been audited once (see loadAxe). In the top frame
 * only, as the evaluation: axe.run audits a frame's content only when axe runs in that frame too, so what is audited
 * stays the same.
 */
const AXE_AT_START = `if (window === window.top) {\n${AXE_SOURCE}\n}`
const CONTEXTS_WITH_AXE = new WeakSet<BrowserContext>()

interface AxeNode {
  target: string[]
  failureSummary?: string
  html: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/**
 * Evaluates axe-core in the page unless it is there already, and has the page's context start every later document
 * with it. Measured 2026-11-29 (issue 30), e2e/common.spec alone in a cpuacct cgroup: a `shot` cost 1.2 s of CPU
 * (browser, renderer and the test's node), of which 0.41 s evaluating axe's 650 KB in a page that had not seen it (a
 * cold compile: 100–570 ms in the page itself), 0.35 s axe.run, 0.25 s the screenshot. A document of a renderer that
 * has compiled axe before gets it from V8's cache (10–25 ms in the page), and a context keeps its renderer from one
 * same-site page to the next. Six specs (common, search, trust-shop, gold, polish, a11y: 122 audits on 238 page
 * loads) evaluated axe 103 times before, 38 times with the init script.
 */
async function loadAxe(page: Page): Promise<void> {
  const has = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  if (has) return
  const context = page.context()
  if (!CONTEXTS_WITH_AXE.has(context)) {
    CONTEXTS_WITH_AXE.add(context)
    await context.addInitScript(AXE_AT_START)
  }
  await page.evaluate(AXE_SOURCE)
}

/** Runs axe on the page as it is now; resolves with the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await loadAxe(page)
  const result = await page.evaluate(async () => {
    interface AxeRule {
      id: string
      impact?: string
      any: (string | { id: string })[]
      all: (string | { id: string })[]
      none: (string | { id: string })[]
    }
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }>
          _audit?: { rules?: AxeRule[]; data?: { checks?: Record<string, { impact?: string }> } }
        }
      }
    ).axe
    // Only the rules that can find a serious or critical violation, the ones this audit fails on. A rule is left out
    // when its own impact and every one of its checks' impacts are minor or moderate (axe gives a rule's result its
    // rule's impact, else its worst failing check's): 25 rules on by default in axe 4.14, `region` and the landmark
    // rules, which walk the whole page (landmarkViolations below runs those). Should axe's internals change shape,
    // nothing is left out. The serious and critical findings stay the same (checked on a page made to break 13
    // rules). Measured 2026-11-29 (issue 30), a11y + common + search specs (17 tests, ~70 audits), cpuacct cgroup,
    // interleaved: 96.8 and 95.8 s of CPU against 108.3 and 102.6 s with every rule (renderers 49.3 / 48.0 against
    // 54.6 / 52.0 s): ~0.13 s an audit.
    const rank = (impact: string | undefined) => ['minor', 'moderate', 'serious', 'critical'].indexOf(impact ?? '')
    const checks = axe._audit?.data?.checks
    const off = (axe._audit?.rules ?? [])
      .filter(
        (rule) =>
          checks &&
          rule.impact &&
          rank(rule.impact) >= 0 &&
          rank(rule.impact) < 2 &&
          [...rule.any, ...rule.all, ...rule.none].every((c) => {
            const impact = checks[typeof c === 'string' ? c : c.id]?.impact
            return rank(impact) >= 0 && rank(impact) < 2
          })
      )
      .map((rule) => rule.id)
    const rules = Object.fromEntries(off.map((id) => [id, { enabled: false }]))
    const r = await axe.run(document, { resultTypes: ['violations'], rules })
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary }))
    }))
  })
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Waits until no finite CSS animation or transition is running (spinners and other endless ones do not count). */
export async function waitForFades(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
  )
}

/**
 * Fails when axe finds serious or critical violations on the page. A toast (Taro's `.taro__toast`: white text on
 * a dark pill, faded in and out over 0.1 s) is waited out first, and any fade still running (a Taro modal fading
 * in): caught mid-fade, text has a partial opacity that axe measures as low contrast, although it passes when
 * shown.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  await expect(page.locator('.taro__toast:visible')).toHaveCount(0, { timeout: 5_000 })
  await waitForFades(page)
  const found = await seriousViolations(page)
  const report = found.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}  ${n.html}`)
        .join('\n')
  )
  expect(report, `axe: serious/critical violations on ${label}`).toEqual([])
}

/** The landmark rules: all content in a landmark, exactly one top-level `main` (axe rates these moderate). */
const LANDMARK_RULES = ['region', 'landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level']

/** Landmark violations on the page as it is now, whatever their impact, one line per node. */
export async function landmarkViolations(page: Page): Promise<string[]> {
  await loadAxe(page)
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const r = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}  ${n.html.slice(0, 120)}`))
  }, LANDMARK_RULES)
}
