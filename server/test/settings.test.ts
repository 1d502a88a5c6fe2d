/**
 * Settings → App links (issue 33): an editor sets the official account, the store links, the download page and the
 * partner mall's host in the console; the app reads them at GET /v3/app/links (the cached read dropped by the
 * change feed), every save is audited with before/after, bad input is a translated 400 that changes nothing,
 * support is refused. With a host set the mall's wxapp reads go to that host (the partner adapter, here a local
 * fake of its API); without one they come from the demo, and with dev routes off they answer 502.
 */
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import type { AppLinksDTO } from '@app/protocol/appLinks'
import { adminCall, signedIn, type SignedIn } from './admin-fixtures'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
let owner: SignedIn
let support: SignedIn
let fakeMall: Server
let fakeMallHost: string
const mallHits: string[] = []

/** A stand-in for the partner's server: the spec's wxapp paths, answering in the language asked for. */
function startFakeMall(): Promise<void> {
  fakeMall = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    mallHits.push(`${url.pathname}${url.search}|${req.headers['accept-language']}`)
    const en = url.searchParams.get('lang') === 'en'
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const goods = {
      id: 9001,
      title: en ? 'Partner Tea' : '夥伴茶葉',
      subtitle: '',
      price: 300,
      original_price: 300,
      cover: 'https://cdn.partner.example/tea.jpg',
      sales: 3,
      url: 'https://partner.example/goods/9001'
    }
    switch (url.pathname) {
      case '/index.php/api/h5app/wxapp/pageparams/setting':
        return json(200, { title: en ? 'Partner Shop' : '夥伴商城', notice: '', service_hours: '' })
      case '/index.php/api/h5app/wxapp/goods/items':
        return json(200, {
          list: [goods],
          page: Number(url.searchParams.get('page')),
          size: 1,
          total: 1,
          has_more: false
        })
      case '/index.php/api/h5app/wxapp/customlink':
        return json(200, { not: 'an array' })
      case '/index.php/api/h5app/wxapp/hotList':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end('<html>maintenance</html>')
      default:
        return json(500, { error: 'down' })
    }
  })
  return new Promise((resolve) =>
    fakeMall.listen(0, '127.0.0.1', () => {
      fakeMallHost = `http://127.0.0.1:${(fakeMall.address() as AddressInfo).port}`
      resolve()
    })
  )
}

before(async () => {
  t = await createTestApp({ adminDir: null })
  editor = await signedIn(t, 'editor')
  owner = await signedIn(t, 'owner')
  support = await signedIn(t, 'support')
  await startFakeMall()
})
after(async () => {
  await t.close()
  await new Promise((r) => fakeMall.close(r))
})

const appLinks = async () => (await t.call('GET', '/v3/app/links')).body.data as AppLinksDTO
const save = (body: Record<string, string>, who: SignedIn = editor, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  adminCall(t, 'PUT', '/admin/api/settings/app-links', { cookie: who.cookie, body, lang })

/** Polls until `check` holds (the change feed is asynchronous). */
async function until<T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await fn()
    if (check(v)) return v
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`never happened: ${what}`)
}

const LINKS = {
  official_account_id: 'jingxin_tw',
  official_account_url: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=jingxin',
  store_ios: 'https://apps.apple.com/tw/app/jingxin/id6450000001',
  store_android: 'https://play.google.com/store/apps/details?id=app.jingxin.tw',
  download_page: 'https://jingxin.app/get'
}

test('nothing configured: the app is told so (no account, no stores), and the demo mall stands in', async () => {
  assert.deepEqual(await appLinks(), {
    official_account: null,
    stores: { ios: null, android: null },
    download_page: null,
    mall: 'demo'
  })
  const got = await adminCall(t, 'GET', '/admin/api/settings/app-links', { cookie: editor.cookie })
  assert.equal(got.status, 200)
  assert.equal(got.body.store_ios, '')
})

test('an editor saves the links; the app shows them at once (cache dropped); the audit keeps before and after', async () => {
  await appLinks() // warm the cache: saving must drop it
  const saved = await save(LINKS)
  assert.equal(saved.status, 200, JSON.stringify(saved.body))
  assert.equal(saved.body.store_ios, LINKS.store_ios)
  const links = await until('the links in the app', appLinks, (l) => l.stores.ios === LINKS.store_ios)
  assert.deepEqual(links, {
    official_account: { id: LINKS.official_account_id, url: LINKS.official_account_url },
    stores: { ios: LINKS.store_ios, android: LINKS.store_android },
    download_page: LINKS.download_page,
    mall: 'demo'
  })

  // clearing one field leaves the others
  assert.equal((await save({ store_android: '' })).status, 200)
  const cleared = await until('android cleared', appLinks, (l) => l.stores.android === null)
  assert.equal(cleared.stores.ios, LINKS.store_ios)

  const log = await adminCall(t, 'GET', '/admin/api/audit', {
    cookie: owner.cookie,
    query: { action: 'settings.appLinks', _end: 100 }
  })
  assert.equal(log.body.length, 2)
  const last = log.body[0]
  assert.equal(last.operatorEmail, editor.email)
  assert.equal(last.before.store_android, LINKS.store_android)
  assert.equal(last.after.store_android, '')
})

test('bad input is a translated 400 that changes nothing; support may not edit', async () => {
  const before = await adminCall(t, 'GET', '/admin/api/settings/app-links', { cookie: editor.cookie })
  for (const body of [
    { store_ios: 'http://apps.apple.com/plain-http' },
    { store_ios: 'javascript:alert(1)' },
    { official_account_id: '1x' },
    { mall_host: 'https://mall.example.com/some/path' },
    {}
  ]) {
    const res = await save(body as Record<string, string>, editor, 'en')
    assert.equal(res.status, 400, JSON.stringify(body))
    assert.ok(res.body.message && !/[\u4e00-\u9fff]/.test(res.body.message), res.body.message)
  }
  const zh = await save({ store_ios: 'ftp://x' })
  assert.match(zh.body.message, /[\u4e00-\u9fff]/)
  const after = await adminCall(t, 'GET', '/admin/api/settings/app-links', { cookie: editor.cookie })
  assert.deepEqual(after.body, before.body)
  assert.equal((await save({ store_ios: LINKS.store_ios }, support)).status, 403)
  assert.equal((await adminCall(t, 'GET', '/admin/api/settings/app-links', { cookie: support.cookie })).status, 403)
})

test('with a mall host the wxapp reads come from that mall, in the asked language; its failures are a 502', async () => {
  const base = '/index.php/api/h5app/wxapp'
  assert.equal((await save({ mall_host: fakeMallHost })).status, 200)
  await until('the partner mall', appLinks, (l) => l.mall === 'partner')

  const en = await t.call('GET', `${base}/goods/items`, { lang: 'en', query: { page: 2, size: 1 } })
  assert.equal(en.status, 200)
  assert.equal(en.body.list[0].title, 'Partner Tea')
  assert.equal(en.body.list[0].url, 'https://partner.example/goods/9001', 'buying continues on the mall page')
  assert.ok(
    mallHits.some((h) => h === `${base}/goods/items?page=2&size=1&lang=en|en`),
    mallHits.join('\n')
  )
  const zh = await t.call('GET', `${base}/pageparams/setting`)
  assert.equal(zh.body.title, '夥伴商城')

  // an error status, the wrong JSON kind and HTML are the mall being unavailable, in the app's language
  for (const path of ['promotion/live', 'customlink', 'hotList']) {
    const res = await t.call('GET', `${base}/${path}`, { lang: 'en' })
    assert.equal(res.status, 502, path)
    assert.equal(res.body.msg, 'The shop is not available right now; please try again later')
  }

  // cleared: back to the demo
  assert.equal((await save({ mall_host: '' })).status, 200)
  await until('the demo mall', appLinks, (l) => l.mall === 'demo')
  const demo = await t.call('GET', `${base}/goods/items`, { query: { page: 1, size: 1 } })
  assert.match(demo.body.list[0].url, /^https:\/\/mall\.jingxin\.app\//)
})

test('without dev routes (production) and no host there is no mall: the app is told, the reads answer 502', async () => {
  const prod = await createTestApp({ adminDir: null, devRoutes: false })
  try {
    const links = (await prod.call('GET', '/v3/app/links')).body.data as AppLinksDTO
    assert.equal(links.mall, null)
    const res = await prod.call('GET', '/index.php/api/h5app/wxapp/goods/items')
    assert.equal(res.status, 502)
    assert.equal(res.body.msg, '商城暫時無法使用，請稍後再試')
  } finally {
    await prod.close()
  }
})
