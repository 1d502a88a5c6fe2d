import { chromium } from '@playwright/test'
import { startServer } from './support/server'
async function main() {
  const server = await startServer({ MEDIA_PLACEHOLDERS: '1' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  await page.goto(server.url + (process.env.ONLY ?? '/'), { waitUntil: 'networkidle' })
  await page.waitForSelector('.taro_page')
  await page.waitForLoadState('networkidle')
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
  const self = new Map<number, number>()
  const dt = profile.timeDeltas as number[]
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
  const agg = new Map<string, number>()
  const aggUrl = new Map<string, number>()
  for (const [id, us] of self) {
    const n: any = byId.get(id)
    const f = n.callFrame
    const key = `${f.functionName || '(anon)'} ${f.url.replace(server.url, '')}:${f.lineNumber}:${f.columnNumber}`
    agg.set(key, (agg.get(key) ?? 0) + us)
    const u = f.url.replace(server.url, '') || f.functionName
    aggUrl.set(u, (aggUrl.get(u) ?? 0) + us)
  }
  console.log([...aggUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'))
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'))
  await browser.close()
  await server.stop()
}
main()
