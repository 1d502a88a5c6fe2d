import { chromium } from '@playwright/test'
import { startServer } from './support/server'
async function main() {
  const server = await startServer({ MEDIA_PLACEHOLDERS: '1' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  const page = await browser.newPage({ baseURL: server.url, locale: 'zh-TW' })
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)) })
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
  for (const p of (process.env.PAGES ?? '/pages/meditation/play?sku=m-quick').split(' ')) {
    await page.goto(p, { waitUntil: 'networkidle' })
    console.log(p, (await page.content()).length, await page.evaluate(() => document.body.innerText.slice(0, 200)))
  }
  await browser.close(); await server.stop()
}
main()
