/**
 * A camp day's progress through the play keeper (stores/playRecords, kind `camp`): the day completed while offline
 * is kept in recordCampProgress (the day already shows it done and says it is kept on the device, with no network
 * toast: nothing for the user to act on), and it is sent once the network returns, after which the server has the
 * day completed and the page's progress counts it.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { shot, storeLogin } from './support/pages'
import type { CampDayContentDTO } from '../src/protocol/events'

const CAMP = 61 // camp-breath: free, started two days ago, day 3 (a video) is today's

test("a camp day's progress made offline is kept and sent when the network returns", async ({
  page,
  context,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('camp-offline'))
  await storeLogin(page, token)
  await page.goto(`/study/pages/course/onlineCamp?commodity_id=${CAMP}`)
  const player = page.locator('.camp-player')
  await expect(player).toHaveAttribute('data-day', '3')
  await expect(page.locator('.camp-progress')).toHaveText('已完成 0 / 7 天')

  // every toast the page shows from here on (Taro's H5 toast: one `.taro__toast` element shown and hidden)
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = [])
    const look = () => {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')))
        if (el.style.display !== 'none' && el.textContent && seen[seen.length - 1] !== el.textContent)
          seen.push(el.textContent)
    }
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true
    })
  })
  const toasts = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)

  // offline: the completion cannot be sent, so the keeper keeps it; the day shows it done
  await context.setOffline(true)
  await page.locator('.camp-player__finish').click()
  const keptNow = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('recordCampProgress') ?? 'null')?.data ?? null)
  await expect
    .poll(keptNow, { timeout: 10_000 })
    .toEqual([expect.objectContaining({ commodity_id: CAMP, day: 3, done: true })])
  await expect(player).toHaveAttribute('data-done', '1')
  await expect(page.locator('.camp-player__done')).toBeVisible()
  await expect(page.locator('.camp-player__kept')).toHaveText('已記在這臺裝置，連上網路後會自動送出')
  // a video day shows no audio controls
  await expect(page.locator('.camp-player__audio')).toBeHidden()
  const before = await api<CampDayContentDTO>(request, { path: `/v2/commodity/${CAMP}/days/3`, token })
  expect(before.data.completed).toBe(false)
  // a report the keeper keeps is not an error for the user to act on: no network toast (spec §8's toast is for
  // the calls nobody keeps), only the note
  await expect(page.locator('.taro__toast:visible')).toHaveCount(0)
  expect(await toasts()).toEqual([])
  await shot(page, 'camp-offline-kept-zh')

  // back online: sent once and forgotten; the server has the day completed
  const sent = page.waitForResponse((r) => r.url().includes(`/v2/commodity/${CAMP}/days/3/progress`))
  await context.setOffline(false)
  expect((await sent).ok()).toBe(true)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recordCampProgress')), { timeout: 15_000 })
    .toBeNull()
  const after = await api<CampDayContentDTO>(request, { path: `/v2/commodity/${CAMP}/days/3`, token })
  expect(after.data.completed).toBe(true)
  // the page follows without a reload: the note goes, the camp's progress counts the day
  await expect(page.locator('.camp-progress')).toHaveText('已完成 1 / 7 天')
  await expect(page.locator('.camp-player__kept')).toBeHidden()
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.reload()
  await expect(page.locator('.camp-progress')).toHaveText('1 of 7 days done')
  await expect(player).toHaveAttribute('data-done', '1')
  await expect(page.locator('.camp-player__done')).toHaveText('✓ Done')
  await shot(page, 'camp-offline-sent-en')
})
