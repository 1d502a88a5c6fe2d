import { chromium } from '@playwright/test'
import { startServer } from './support/server'
async function main() {
  const server = await startServer({ MEDIA_PLACEHOLDERS: '1' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: process.env.LOC ?? 'zh-TW' })
  const page = await ctx.newPage()
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
  page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 500)))
  await page.goto(server.url + (process.env.ONLY ?? '/'))
  await page.waitForTimeout(8000)
  await page.screenshot({ path: '/tmp/perf-shot.png' })
  console.log((await page.content()).slice(0, 1500))
  await browser.close()
  await server.stop()
}
main()
