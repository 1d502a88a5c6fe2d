/**
 * Where the browser stage's time goes, printed after the list reporter: each worker's busy time (from the start of
 * its first test to the end of its last), the time its tests took, and the rest (browser and server starts in
 * beforeAll hooks, worker restarts after a failure), plus the ten slowest spec files by wall time. CI reads this to
 * decide what to make faster (issue 30: CI in ten minutes); it changes no result.
 */
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

interface Span {
  first: number
  last: number
  tests: number
}

export default class TimingReporter implements Reporter {
  private started = Date.now()
  private files = new Map<string, Span>()
  private workers = new Map<number, Span>()
  /** Per spec file: the time in its beforeAll and afterAll hooks (own servers, worker fixtures they ask for). */
  private hooks = new Map<string, number>()

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== 'hook' || !/^(beforeAll|afterAll) hook/.test(step.title)) return
    const file = test.location.file.replace(/.*\/e2e\//, 'e2e/')
    this.hooks.set(file, (this.hooks.get(file) ?? 0) + step.duration)
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const begin = result.startTime.getTime()
    const end = begin + result.duration
    const add = (map: Map<string, Span> | Map<number, Span>, key: string | number, ms: number) => {
      const span = (map as Map<string | number, Span>).get(key) ?? { first: begin, last: end, tests: 0 }
      span.first = Math.min(span.first, begin)
      span.last = Math.max(span.last, end)
      span.tests += ms
      ;(map as Map<string | number, Span>).set(key, span)
    }
    add(this.files, test.location.file.replace(/.*\/e2e\//, 'e2e/'), result.duration)
    add(this.workers, result.parallelIndex, result.duration)
  }

  onEnd(_result: FullResult): void {
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`
    const lines = [`\n== browser time: ${s(Date.now() - this.started)} in all (server start and media included)`]
    for (const [index, w] of [...this.workers].sort((a, b) => a[0] - b[0])) {
      const busy = w.last - w.first
      lines.push(
        `worker ${index}: busy ${s(busy)}, in tests ${s(w.tests)}, between tests ${s(busy - w.tests)}` +
          ' (beforeAll servers, browser restarts)'
      )
    }
    lines.push('slowest spec files (wall, first test start to last test end):')
    for (const [file, f] of [...this.files]
      .sort((a, b) => b[1].last - b[1].first - (a[1].last - a[1].first))
      .slice(0, 10))
      lines.push(`  ${s(f.last - f.first).padStart(6)}  ${file}`)
    const hooks = [...this.hooks].filter(([, ms]) => ms >= 500).sort((a, b) => b[1] - a[1])
    const total = hooks.reduce((sum, [, ms]) => sum + ms, 0)
    lines.push(`beforeAll/afterAll hooks (the specs' own servers): ${s(total)} in all`)
    for (const [file, ms] of hooks) lines.push(`  ${s(ms).padStart(6)}  ${file}`)
    console.log(lines.join('\n'))
  }
}
