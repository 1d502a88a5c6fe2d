/**
 * The design kit's libraries at work in the browser: taro-ui's float layout (the paywall and the player's sheets
 * open, pick, and close by button and by overlay, with their own names and our texts), Lottie animations (the
 * breathing guide and the tab empty states draw, are decorative, show a still first frame under reduced motion)
 * and the web player costs nothing on a page without an animation.
 */
import { test, expect, type Page } from './support/guard'
import { expectNoSeriousA11yViolations } from './support/axe'

/** The Animation box inside `scope`: its state once loaded, and whether its canvas or SVG has drawn anything. */
async function animationIn(page: Page, scope: string) {
  const box = page.locator(`${scope} .jx-animation`)
  await expect(box).toHaveAttribute('data-state', /^(playing|paused|still)$/)
  const drawn = await box.evaluate((el) => {
    const canvas = el.querySelector('canvas')
    if (canvas) {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true
      return false
    }
    // lottie-web's SVG, or the first frame as a picture (an animation that does not play yet: server firstFrameSvg)
    return !!el.querySelector('svg g') || /\/lottie-animate\/[\w-]+\.svg/.test(getComputedStyle(el).backgroundImage)
  })
  return { state: await box.getAttribute('data-state'), hidden: await box.getAttribute('aria-hidden'), drawn }
}

test('the paywall is a float layout: opens on a locked lesson, closes by its button and by the overlay', async ({
  page
}) => {
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  const sheet = page.locator('.paywall')
  const dialog = page.getByRole('dialog', { name: '這一節尚未解鎖' })
  await expect(page.locator('.course-lesson[data-locked="1"]').first()).toBeVisible()
  // mounted but closed: hidden from sight and from assistive technology
  await expect(sheet).toHaveCount(1)
  await expect(dialog).toBeHidden()

  await page.locator('.course-lesson[data-locked="1"]').first().click()
  await expect(sheet).toHaveClass(/at-float-layout--active/)
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'paywall open')
  await dialog.locator('.paywall__close').click()
  await expect(sheet).not.toHaveClass(/at-float-layout--active/)
  await expect(dialog).toBeHidden()

  await page.locator('.course-lesson[data-locked="1"]').first().click()
  await expect(dialog).toBeVisible()
  await page.locator('.paywall .at-float-layout__overlay').click({ position: { x: 20, y: 20 } })
  await expect(dialog).toBeHidden()
})

test('the player sheets are float layouts: speed picks and closes, sleep closes by the overlay', async ({ page }) => {
  await page.goto('/pages/meditation/play?sku=m-beginner')
  // paused first: the demo track is short, and once it ends (play once) the session end sheet covers these sheets
  // (a slow run met it over the sleep sheet's overlay)
  const toggle = page.locator('.player__toggle')
  await expect(toggle).toHaveAttribute('data-playing', '1')
  await toggle.click()
  await expect(toggle).toHaveAttribute('data-playing', '0')
  await page.locator('.player__speed').click()
  const speed = page.getByRole('dialog', { name: '播放速度' })
  await expect(speed).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'speed sheet open')
  await speed.getByText('1.25×').click()
  await expect(speed).toBeHidden()
  await expect(page.locator('.player__speed')).toContainText('1.25')

  await page.locator('.player__sleep').click()
  const sleep = page.getByRole('dialog', { name: '定時關閉' })
  await expect(sleep).toBeVisible()
  await page.locator('.player-sheet .at-float-layout__overlay').click({ position: { x: 20, y: 20 } })
  await expect(sleep).toBeHidden()

  await page.locator('.player__list-btn').click()
  const list = page.getByRole('dialog', { name: '播放列表' })
  await expect(list).toBeVisible()
  await list.locator('.player-sheet__close').click()
  await expect(list).toBeHidden()
})

test('the breathing guide on the player draws, is decorative, and explains itself in text', async ({ page }) => {
  await page.goto('/pages/meditation/play?sku=m-beginner')
  const guide = await animationIn(page, '.player__breathe-guide')
  expect(guide.hidden).toBe('true')
  expect(guide.drawn).toBe(true)
  await expect(page.locator('.player__breathe-hint')).toHaveText('跟著圓圈呼吸：圓圈變大時吸氣，變小時吐氣')
})

test('with reduced motion the animations show their first frame, still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/study/pages/index')
  const empty = await animationIn(page, '.study-empty__animation')
  expect(empty.state).toBe('still')
  expect(empty.drawn).toBe(true)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/study/pages/index')
  expect((await animationIn(page, '.study-empty__animation')).state).toBe('playing')
})

test('an animation that does not play yet is its first frame as a picture, without the web player', async ({
  page
}) => {
  const player: string[] = []
  page.on('request', (r) => {
    if (/\/js\/lottie\./.test(r.url())) player.push(r.url())
  })
  // the player's breathing guide plays with the track: still while reduced motion is asked for
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/pages/meditation/play?sku=m-beginner')
  const box = page.locator('.player__breathe-guide .jx-animation')
  const guide = await animationIn(page, '.player__breathe-guide')
  expect(guide).toEqual({ state: 'still', hidden: 'true', drawn: true })
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/lottie-animate/breathe.svg')
  await expect(box.locator('svg')).toHaveCount(0)
  expect(player, 'no web player for a frame that does not move').toEqual([])
  // motion allowed again while the track plays: the player is loaded and the guide moves
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(box).toHaveAttribute('data-state', 'playing')
  await expect(box.locator('svg g').first()).toBeAttached()
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none')
  expect(player).toHaveLength(1)
})

test('an animation that starts to play keeps its first frame as a picture until the web player has drawn it', async ({
  page
}) => {
  // the web player's chunk is held back: meanwhile the playing guide's box shows the picture, not nothing
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/js\/lottie\.[\w.]+\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto('/pages/meditation/play?sku=m-beginner')
  const box = page.locator('.player__breathe-guide .jx-animation')
  await expect.poll(() => asked, { message: 'the track plays, so the guide asks for the web player' }).toBe(true)
  await expect(box).toHaveAttribute('data-state', 'loading')
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/lottie-animate/breathe.svg')
  await expect(box.locator('svg')).toHaveCount(0)
  release()
  await expect(box).toHaveAttribute('data-state', 'playing')
  await expect(box.locator('svg g').first()).toBeAttached()
  expect(await box.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none')
})

test('the tab animations play in the study and my tabs for a visitor; the home page loads no player', async ({
  page
}) => {
  const lottie: string[] = []
  page.on('request', (r) => {
    if (/lottie/i.test(r.url())) lottie.push(r.url())
  })
  await page.goto('/pages/meditation/index')
  await expect(page.locator('.tab-bar')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(lottie, 'no player chunk and no animation file on a page without an animation').toEqual([])

  await page.goto('/study/pages/index')
  expect((await animationIn(page, '.study-empty__animation')).drawn).toBe(true)
  expect(lottie.some((u) => u.endsWith('/static/lottie-animate/study.json'))).toBe(true)
  await page.goto('/mine/pages/index')
  expect((await animationIn(page, '.mine-profile__animation')).drawn).toBe(true)
  await expectNoSeriousA11yViolations(page, 'mine tab with its animation')
})
