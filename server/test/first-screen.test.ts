/**
 * The H5 first screen (issue 34, server/src/plugins/firstScreen.ts): the HTML of the home, the course tab, an
 * album, the player and a community post carries a pre-rendered picture of the page's largest content, built
 * from the same data the app then reads through the API, in the language the app starts in, under the same CSP.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'
import { forumPosts } from '../src/db/schema/forum'
import { inlineScriptHashes } from '../src/plugins/securityHeaders'

let t: TestApp
const dir = mkdtempSync(join(tmpdir(), 'jingxin-fs-'))
const INDEX =
  '<!doctype html><html lang="zh-Hant"><head><script>var rem=1</script></head><body><div id="app"></div>' +
  '<div id="splash"></div><script>var boot=2</script></body></html>'
before(async () => {
  writeFileSync(join(dir, 'index.html'), INDEX)
  t = await createTestApp({ staticDir: dir })
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

const EN = 'en-US,en;q=0.9'
const page = (url: string, lang = 'zh-TW,zh;q=0.9') => t.app.inject({ url, headers: { 'accept-language': lang } })
/** The first screen's markup in an answer, or null. */
const screenOf = (html: string) => /<div id="first-screen"[\s\S]*?<div id="splash">/.exec(html)?.[0] ?? null
const api = async (path: string, lang: 'zh-Hant' | 'en' = 'zh-Hant', query?: Record<string, string>) => {
  const res = await t.call('GET', path, { lang, query })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data
}
const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

test("the home's first screen is today's pick picture, as the API answers it; hidden from assistive tech", async () => {
  const day = await api('/v3/meditation/dayRecommend')
  for (const url of ['/', '/pages/meditation/index']) {
    const res = await page(url)
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/html/)
    const screen = screenOf(res.body)
    assert.ok(screen, url)
    assert.match(
      screen,
      /^<div id="first-screen" data-url="[^"]*" data-route="[^"]*" data-lang="zh-Hant" data-day="\d{4}-\d\d-\d\d" aria-hidden="true"/
    )
    assert.ok(screen.includes(`data-url="${url}"`), url)
    assert.ok(screen.includes(`src="${day.cover}"`), url)
    // an image only: no text for a reader or a test to meet twice
    assert.equal(screen.replace(/<[^>]*>/g, ''), '')
  }
})

test("the home's pick is of the day the app asks for: the device's zone from its cookie, else Asia/Taipei", async () => {
  const was = t.clock.now
  // 00:30 on the 30th in Taipei, 08:30 on the 29th in Los Angeles
  t.clock.now = Date.parse('2026-11-29T16:30:00Z')
  try {
    const home = async (cookie?: string) => {
      const res = await t.app.inject({
        url: '/',
        headers: { 'accept-language': 'zh-TW,zh;q=0.9', ...(cookie ? { cookie } : {}) }
      })
      assert.match(String(res.headers.vary), /cookie/)
      const screen = screenOf(res.body)!
      return { day: /data-day="([^"]*)"/.exec(screen)?.[1], cover: /src="([^"]*)"/.exec(screen)?.[1] }
    }
    const taipei = await api('/v3/meditation/dayRecommend', 'zh-Hant', { tz: 'Asia/Taipei' })
    const la = await api('/v3/meditation/dayRecommend', 'zh-Hant', { tz: 'America/Los_Angeles' })
    assert.notEqual(taipei.cover, la.cover, 'the seed has another pick on the next day')
    assert.deepEqual(await home(), { day: '2026-11-30', cover: taipei.cover })
    assert.deepEqual(await home('jx_tz=America/Los_Angeles'), { day: '2026-11-29', cover: la.cover })
    assert.deepEqual(await home('a=1; jx_tz=America/Los_Angeles; b=2'), { day: '2026-11-29', cover: la.cover })
    // a zone Intl does not know, or not a zone at all: the app's default
    for (const bad of ['jx_tz=Nowhere/Else', 'jx_tz=<x>', 'jx_tz='])
      assert.deepEqual(await home(bad), { day: '2026-11-30', cover: taipei.cover }, bad)
  } finally {
    t.clock.now = was
  }
})

test("the course tab's first screen is its first banner; another nav's tab has none", async () => {
  const ads = await api('/v3/course/indexAds')
  assert.ok(ads.length > 0)
  for (const lang of ['zh-TW', EN]) {
    const screen = screenOf((await page('/pages/course/index', lang)).body)
    assert.ok(screen?.includes(`src="${ads[0].image}"`), lang)
  }
  assert.equal(screenOf((await page('/pages/course/index?tag=other')).body), null)
})

test("an album's first screen: its cover, title and intro in the app's language; the player's: its cover", async () => {
  for (const [accept, lang] of [
    ['zh-TW,zh;q=0.9', 'zh-Hant'],
    [EN, 'en']
  ] as const) {
    const goods = await api('/v3/meditation/goods/m-sleep', lang)
    const res = await page('/pages/meditation/detail?sku=m-sleep', accept)
    const screen = screenOf(res.body)
    assert.ok(screen, lang)
    assert.ok(screen.includes(`data-lang="${lang}"`))
    assert.ok(screen.includes(`src="${goods.cover}"`))
    assert.ok(screen.includes(`>${escaped(goods.title)}<`), goods.title)
    assert.ok(screen.includes(`>${escaped(goods.subtitle)}<`), goods.subtitle)
    assert.ok(screen.includes(`>${escaped(goods.intro)}<`), goods.intro)
    // the document's language is the app's (its fonts follow it)
    assert.match(res.body, lang === 'en' ? /<html lang="en"/ : /<html lang="zh-Hant"/)
    const play = screenOf((await page('/pages/meditation/play?sku=m-sleep', accept)).body)
    assert.ok(play?.includes(`src="${goods.cover}"`), lang)
  }
  for (const url of ['/pages/meditation/detail?sku=nothing', '/pages/meditation/play', '/pages/course/detail?sku=c-x'])
    assert.equal(screenOf((await page(url)).body), null, url)
})

test("a link's language (?lang=en|zh-Hant) decides the first screen's over the browser's, as the app (src/i18n)", async () => {
  const zh = await api('/v3/meditation/goods/m-sleep', 'zh-Hant')
  const en = await api('/v3/meditation/goods/m-sleep', 'en')
  const album = async (query: string, accept: string) => {
    const res = await page(`/pages/meditation/detail?sku=m-sleep${query}`, accept)
    const screen = screenOf(res.body)!
    return {
      lang: /data-lang="([^"]*)"/.exec(screen)?.[1],
      html: /<html lang="([^"]*)"/.exec(res.body)?.[1],
      title: screen.includes(`>${escaped(en.title)}<`) ? 'en' : screen.includes(`>${escaped(zh.title)}<`) ? 'zh' : '?'
    }
  }
  assert.deepEqual(await album('&lang=en', 'zh-TW,zh;q=0.9'), { lang: 'en', html: 'en', title: 'en' })
  assert.deepEqual(await album('&lang=zh-Hant', EN), { lang: 'zh-Hant', html: 'zh-Hant', title: 'zh' })
  // the first exact value counts; anything else leaves the browser's language
  assert.deepEqual(await album('&lang=EN&lang=en', 'zh-TW'), { lang: 'en', html: 'en', title: 'en' })
  for (const other of ['&lang=fr', '&lang=', '&language=en', '&lang=zh'])
    assert.deepEqual(await album(other, 'zh-TW'), { lang: 'zh-Hant', html: 'zh-Hant', title: 'zh' }, other)
  assert.deepEqual(await album('&lang=fr', EN), { lang: 'en', html: 'en', title: 'en' })
})

test("the player's cover is the size and place of the app's before play (.player__cover scaled)", async () => {
  // the page's own style: the cover's side in design px (750 wide, ÷ 40 = rem) and its scale before play
  const scss = readFileSync(join(__dirname, '..', '..', 'src', 'pages', 'meditation', 'play.scss'), 'utf8')
  const cover = /&__cover \{([^}]*)\}/.exec(scss)![1]!
  const side = Number(/width: (\d+)px/.exec(cover)![1]) / 40
  const scale = Number(/transform: scale\(([\d.]+)\)/.exec(cover)![1])
  const screen = screenOf((await page('/pages/meditation/play?sku=m-quick')).body)!
  const style = /<img [^>]*style="([^"]*)"/.exec(screen)![1]!
  const rem = (re: RegExp) => Number(re.exec(style)?.[1])
  const size = side * scale
  // one CSS pixel more than the app's (firstScreen.ts SIZE), so the app's own cover is never the larger paint
  assert.equal(rem(/width:calc\(([\d.]+)rem \+ 1px\)/), Number(size.toFixed(3)), style)
  assert.equal(rem(/height:calc\(([\d.]+)rem \+ 1px\)/), Number(size.toFixed(3)), style)
  assert.equal(rem(/left:calc\(50% - ([\d.]+)rem\)/), Number((size / 2).toFixed(3)), style)
  // scaled about its centre: the unscaled box's top (2.8rem, under the nav bar, measured) plus half what it lost
  assert.equal(rem(/top:([\d.]+)rem/), Number((2.8 + (side - size) / 2).toFixed(3)), style)
})

test("a post's first screen is its text, escaped; a post any reader may not see has none", async () => {
  const { token } = await loginWithEmail(t, `first-screen-${Date.now()}@example.com`)
  const content = '呼吸 <b>慢下來</b> & "靜"'
  const made = await t.call('POST', '/v3/forum/posts', { token, body: { content } })
  assert.equal(made.body.code, 0, JSON.stringify(made.body))
  const id = made.body.data.id as number
  const url = `/study/pages/community/postDetail?id=${id}`
  const screen = screenOf((await page(url)).body)
  assert.ok(screen, 'no first screen')
  assert.ok(
    screen.includes(`<span class="fs-post__text" elementtiming="first-screen">${escaped(content)}</span>`),
    screen
  )
  assert.ok(!screen.includes('<b>'))
  await t.database.db.update(forumPosts).set({ status: 'review' }).where(eq(forumPosts.id, id))
  assert.equal(screenOf((await page(url)).body), null)
  for (const bad of ['0', 'x', '99999999999', String(id + 1000)])
    assert.equal(screenOf((await page(`/study/pages/community/postDetail?id=${bad}`)).body), null, bad)
})

test('an answer with a first screen keeps the CSP of its inline scripts, revalidates by ETag and is compressed', async () => {
  const url = '/pages/meditation/detail?sku=m-sleep'
  const res = await page(url)
  const csp = String(res.headers['content-security-policy'])
  const hashes = inlineScriptHashes(res.body)
  assert.equal(hashes.length, 2)
  for (const h of hashes) assert.ok(csp.includes(`'${h}'`), h)
  assert.match(csp, /script-src 'self' 'sha256-/)
  assert.equal(res.headers['cache-control'], 'no-cache')
  assert.match(String(res.headers.vary), /accept-language/)
  const etag = String(res.headers.etag)
  assert.equal((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode, 304)
  // the language changes the answer, so its ETag
  assert.notEqual((await page(url, EN)).headers.etag, etag)
  // the encoding negotiated as the static files' and the API's: brotli when accepted, else gzip, q=0 refuses
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b }
  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity']
  ] as const) {
    const headers: Record<string, string> = { 'accept-language': 'zh-TW,zh;q=0.9' }
    if (accept !== undefined) headers['accept-encoding'] = accept
    const got = await t.app.inject({ url, headers })
    assert.equal(got.headers['content-encoding'] ?? 'identity', encoding, String(accept))
    assert.equal(decode[encoding](got.rawPayload).toString(), res.body, String(accept))
    assert.match(String(got.headers.vary), /accept-encoding/)
  }
})
