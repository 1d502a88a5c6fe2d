/**
 * axe-core in the browser tests: evaluates axe.min.js in the page, runs it on the whole document and fails on
 * serious or critical violations (WCAG 2.x A/AA and best-practice rules), listing each rule with its nodes.
 */
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

// Evaluated through the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
// (rightly) refuses inline scripts, and the test must see the page under its real policy.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

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

/** Evaluates axe-core in the page unless it is there already. */
async function loadAxe(page: Page): Promise<void> {
  const has = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  if (!has) await page.evaluate(AXE_SOURCE)
}

/** Runs axe on the page as it is now; resolves with the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await loadAxe(page)
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const r = await axe.run(document, { resultTypes: ['violations'] })
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
