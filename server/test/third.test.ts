/**
 * Campaign landing pages: definitions validated at start (a malformed one stops buildApp naming file and
 * field), GET /v2/activity/page/{id} in the campaign's language with the server's price, the three form
 * endpoints with the spec §5 rules (nothing stored on bad input; 20 parallel submits of one request store one),
 * attribution on orders and in the behaviour log (a visit once), short links, and per-IP ceilings on these
 * anonymous writes. PGlite, and PostgreSQL
 * with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { CampaignBlock, CampaignDTO, OrderDTO } from '@app/protocol'
import { buildApp } from '../src/app'
import { CAMPAIGN_DIR, CampaignDefinitionError, loadCampaigns } from '../src/campaigns/definitions'
import { campaignForms, courses } from '../src/db/schema'
import { perIpScaled } from '../src/plugins/rateLimit'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  // Every call comes from one address here: the per-IP ceilings are raised as the browser tests' server does.
  t = await createTestApp({ limits: perIpScaled(50) })
})
after(async () => {
  await t?.close()
})

const ROUTES = ['tengxun', 'one', 'two', 'three', 'four', 'five', 'five_en', 'six', 'seven', 'seven_en', 'eight']
const MORE = ['nine', 'ten', 'ten_en', 'rednote', 'result', 'result_en']

/** A copy of the shipped definitions with one file rewritten. */
function brokenDir(file: string, change: (def: any) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-campaigns-'))
  for (const f of readdirSync(CAMPAIGN_DIR)) writeFileSync(join(dir, f), readFileSync(join(CAMPAIGN_DIR, f)))
  const def = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  change(def)
  writeFileSync(join(dir, file), JSON.stringify(def))
  return dir
}

test('the shipped definitions are valid: one per landing route', () => {
  const set = loadCampaigns()
  assert.deepEqual([...set.keys()].sort(), [...ROUTES, ...MORE].sort())
  for (const def of set.values()) assert.equal(def.lang, def.id.endsWith('_en') ? 'en' : 'zh-Hant', def.id)
})

test('a malformed definition stops the start with a message naming the file and the field', async () => {
  const cases: [string, (d: any) => void, RegExp][] = [
    ['five.json', (d) => (d.blocks[5].items[0].a = 42), /five\.json: \/blocks\/5\/items\/0\/a: Expected string/],
    ['two.json', (d) => delete d.version, /two\.json: \/version: Expected required property/],
    ['one.json', (d) => (d.blocks[0].type = 'banner'), /one\.json: \/blocks\/0\/type/],
    // the teacher, the lessons and the offer are the course's: a definition cannot state them (issue 32)
    ['six.json', (d) => (d.blocks[2].name = '陳老師'), /six\.json: \/blocks\/2\/name: Unknown field/],
    ['six.json', (d) => (d.blocks[4].countdown_hours = 24), /six\.json: \/blocks\/4\/countdown_hours: Unknown field/],
    ['two.json', (d) => (d.blocks[3].items = [{ title: '第一課' }]), /two\.json: \/blocks\/3\/items: Unknown field/],
    ['ten_en.json', (d) => (d.blocks[1].titel = 'x'), /ten_en\.json: \/blocks\/1\/titel: Unknown field/],
    [
      'nine.json',
      (d) => (d.blocks[6].fields = d.blocks[6].fields.filter((f: any) => f.key !== 'phone')),
      /nine\.json: \/blocks\/6\/fields/
    ]
  ]
  for (const [file, change, message] of cases) {
    const dir = brokenDir(file, change)
    try {
      await assert.rejects(
        buildApp({ db: t.database.db, logger: false, staticDir: null, campaignDir: dir }),
        (e: Error) => e instanceof CampaignDefinitionError && message.test(e.message)
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-campaigns-'))
  writeFileSync(join(dir, 'four.json'), '{ "id": "four", ')
  assert.throws(() => loadCampaigns(dir), /four\.json: \/: not valid JSON/)
  rmSync(dir, { recursive: true, force: true })
})

test('every campaign is served in its own language, priced by the server', async () => {
  for (const id of [...ROUTES, ...MORE]) {
    // the request's language does not change a campaign's
    const res = await t.call('GET', `/v2/activity/page/${id}`, { lang: id.endsWith('_en') ? 'zh-Hant' : 'en' })
    assert.equal(res.status, 200, id)
    const c: CampaignDTO = res.body
    assert.equal(c.lang, id.endsWith('_en') ? 'en' : 'zh-Hant')
    assert.equal(c.result_page, id.endsWith('_en') ? 'result_en' : 'result')
  }
  const five: CampaignDTO = (await t.call('GET', '/v2/activity/page/five')).body
  const five_en: CampaignDTO = (await t.call('GET', '/v2/activity/page/five_en')).body
  assert.equal(five.product?.sku, 'c-emotions')
  assert.equal(five.product?.price, 980)
  assert.equal(five.product?.title, '情緒療癒')
  assert.equal(five_en.product?.title, 'Healing Emotions')
  assert.deepEqual(
    five.blocks.map((b) => b.type),
    ['hero', 'points', 'teacher', 'syllabus', 'price', 'faq', 'form', 'buybar']
  )
  const hero = five.blocks[0] as { image?: string | null }
  assert.match(hero.image ?? '', /^\/media\//)
  const notes = (await t.call('GET', '/v2/activity/page/rednote')).body.blocks[1]
  assert.equal(notes.type, 'notes')
  assert.ok(notes.items[0].images.length > 0)
  assert.equal((await t.call('GET', '/v2/activity/page/nope')).status, 404)
  assert.equal((await t.call('GET', '/v2/activity/page/..%2Ffive')).status, 400)
})

const block = <K extends CampaignBlock['type']>(c: CampaignDTO, type: K) =>
  c.blocks.find((b): b is Extract<CampaignBlock, { type: K }> => b.type === type)

test("a landing's teacher, lessons and price are its course's; a countdown only to a real offer's end", async () => {
  const page = async (id: string): Promise<CampaignDTO> => (await t.call('GET', `/v2/activity/page/${id}`)).body
  const [five, fiveEn, two, one, three] = await Promise.all(['five', 'five_en', 'two', 'one', 'three'].map(page))
  // c-emotions: two lessons by 林老師, 980 with no offer
  assert.equal(block(five, 'teacher')?.name, '林老師')
  assert.equal(block(fiveEn, 'teacher')?.name, 'Teacher Lin')
  assert.deepEqual(
    block(five, 'syllabus')?.items.map((i) => i.title),
    ['認識情緒', '安撫焦慮']
  )
  assert.deepEqual(
    block(fiveEn, 'syllabus')?.items.map((i) => i.title),
    ['Knowing Emotions', 'Soothing Anxiety']
  )
  assert.deepEqual(block(five, 'price'), { type: 'price', title: '課程價格', was_price: null, ends_at: null })
  // landings of different courses do not share a teacher or a syllabus
  assert.equal(block(two, 'teacher')?.name, '陳老師')
  assert.deepEqual(
    block(two, 'syllabus')?.items.map((i) => i.title),
    ['腹式呼吸', '方塊呼吸']
  )
  // a normal price above the price is no offer without an end (c-deep-sleep 1680 / 2280): nothing struck
  assert.equal(three.product?.price, 1680)
  assert.deepEqual(block(three, 'price'), { type: 'price', title: '課程價格', was_price: null, ends_at: null })
  assert.equal(block(one, 'price')?.ends_at, null)

  // a real offer on c-mindfulness (1280 / 1680) ending in two days: struck price and countdown to that end
  const end = new Date(t.clock.now + 48 * 3_600_000)
  await t.database.db.update(courses).set({ offerEndsAt: end }).where(eq(courses.sku, 'c-mindfulness'))
  try {
    const offered = block(await page('one'), 'price')
    assert.deepEqual(offered, { type: 'price', title: '課程價格', was_price: 1680, ends_at: end.toISOString() })
    // once it has ended there is no offer to count down to
    t.clock.now += 49 * 3_600_000
    assert.deepEqual(block(await page('one'), 'price')?.ends_at, null)
  } finally {
    t.clock.now -= 49 * 3_600_000
    await t.database.db.update(courses).set({ offerEndsAt: null }).where(eq(courses.sku, 'c-mindfulness'))
  }
})

const form = (over: Record<string, unknown> = {}) => ({
  campaign: 'five',
  request_id: `req-${Math.random().toString(36).slice(2, 12)}`,
  nationcode: '886',
  phone: '912345678',
  name: '王小明',
  channel_tag: 'tx_ad_1',
  ...over
})

async function formCount(): Promise<number> {
  return (await t.database.db.select().from(campaignForms)).length
}

test('forms follow the spec §5 rules: bad input is a translated 400 and stores nothing', async () => {
  const before = await formCount()
  const bad: [Record<string, unknown>, string, string][] = [
    [{ phone: '12345' }, '請填寫正確的電話號碼', 'zh-Hant'],
    [{ phone: '1234567890123' }, 'Please enter a valid phone number', 'en'],
    [{ phone: '0912-345' }, '請填寫正確的電話號碼', 'zh-Hant'],
    [{ name: '  ' }, '缺少欄位「姓名」', 'zh-Hant'],
    [{ nationcode: '+886' }, 'The field "nationcode" is not valid', 'en'],
    [{ campaign: 'result' }, '欄位「campaign」不正確', 'zh-Hant']
  ]
  for (const [over, msg, lang] of bad) {
    const res = await t.call('POST', '/v3/third/order/data', { body: form(over), lang: lang as 'en' })
    assert.equal(res.status, 400, JSON.stringify(over))
    assert.equal(res.body.msg, msg)
  }
  // five's form posts to the order endpoint only
  assert.equal((await t.call('POST', '/v3/add/form/data', { body: form() })).status, 400)
  assert.equal(await formCount(), before)

  const ok = await t.call('POST', '/v3/third/order/data', { body: form({ wechat: 'wx_min', note: 'not asked' }) })
  assert.equal(ok.body.code, 0)
  const [row] = await t.database.db.select().from(campaignForms).where(eq(campaignForms.id, ok.body.data.id))
  assert.equal(row.phone, '912345678')
  assert.equal(row.nationcode, '886')
  assert.equal(row.channelTag, 'tx_ad_1')
  assert.equal(row.campaignVersion, 2) // five.json v2: teacher, lessons and price now come from the course
  assert.deepEqual(row.fields, { wechat: 'wx_min' })
  // the other two endpoints, for campaigns whose forms use them
  assert.equal((await t.call('POST', '/v3/virtual/form/data', { body: form({ campaign: 'two' }) })).body.code, 0)
  assert.equal((await t.call('POST', '/v3/add/form/data', { body: form({ campaign: 'one' }) })).body.code, 0)
  const en = await t.call('POST', '/v3/third/order/data', {
    body: form({ campaign: 'five_en', email: 'not-an-address' })
  })
  assert.equal(en.status, 400)
  assert.equal(await formCount(), before + 3)
})

test('20 parallel submits of the same request store one form', async () => {
  const body = form({ request_id: 'same-request-0001' })
  const before = await formCount()
  const res = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/v3/third/order/data', { body })))
  assert.ok(res.every((r) => r.body.code === 0))
  assert.equal(new Set(res.map((r) => r.body.data.id)).size, 1)
  assert.equal(res.filter((r) => !r.body.data.duplicate).length, 1)
  assert.equal(await formCount(), before + 1)
})

test('an order carries the landing channel parameters; the behaviour log stores a visit once', async () => {
  const { token } = await loginWithEmail(t, 'landing-buyer@example.com')
  const created = await t.call('POST', '/v3/orders', {
    token,
    body: {
      sku: 'c-emotions',
      phone: '912345678',
      campaign: 'five',
      channel_tag: 'xhs_note_7',
      pull_channel_id: '1024',
      channel: 'rednote',
      // any price a client sends is dropped
      pay_amount: 1
    }
  })
  assert.equal(created.body.code, 0, JSON.stringify(created.body))
  const order: OrderDTO = created.body.data
  assert.equal(order.channel_tag, 'xhs_note_7')
  assert.equal(order.pay_amount, 980)
  const paid = await t.call('POST', '/v3/pays', { token, body: { order_no: order.order_no } })
  assert.equal(paid.body.data.order.status, 'paid')
  assert.deepEqual(await t.app.ctx.repos.third.orderAttribution(order.order_no), {
    campaign: 'five',
    channelTag: 'xhs_note_7',
    pullChannelId: '1024',
    channel: 'rednote'
  })
  const bad = await t.call('POST', '/v3/orders', {
    token,
    body: { sku: 'c-breathwork', phone: '912345678', channel_tag: 'a b' }
  })
  assert.equal(bad.status, 400)

  const visit = {
    visit_id: 'visit-abcdef12',
    event: 'visit',
    page: '/third/pages/five',
    campaign: 'five',
    channel_tag: 'xhs_note_7'
  }
  const logged = await Promise.all(
    Array.from({ length: 20 }, () => t.call('POST', '/v3/user/behaviors/add', { body: visit, token }))
  )
  assert.equal(logged.filter((r) => r.body.data.stored).length, 1)
  await t.call('POST', '/v3/user/behaviors/add', { body: { ...visit, event: 'buy_click' } })
  await t.call('POST', '/v3/user/behaviors/time/add', { body: { visit_id: visit.visit_id, seconds: 40 } })
  await t.call('POST', '/v3/user/behaviors/time/add', { body: { visit_id: visit.visit_id, seconds: 12 } })
  const rows = await t.app.ctx.repos.third.behaviors(visit.visit_id)
  assert.deepEqual(
    rows.map((r) => [r.event, r.channelTag, r.seconds]),
    [
      ['visit', 'xhs_note_7', 40],
      ['buy_click', 'xhs_note_7', 0]
    ]
  )
  assert.equal(rows[0].userId !== null, true)
})

test('short links: one code per campaign URL, redirecting to it; other URLs are refused', async () => {
  const url = '/third/pages/five?channel_tag=share_1'
  const a = await t.call('POST', '/short/url/add', { body: { url } })
  const b = await t.call('POST', '/short/url/add', { body: { url } })
  assert.equal(a.body.code, 0)
  assert.equal(a.body.data.code, b.body.data.code)
  const go = await t.call('GET', a.body.data.short_url, { sign: false })
  assert.equal(go.status, 302)
  assert.equal(go.headers.location, url)
  assert.equal((await t.call('GET', '/s/ZZZZZZZZ', { sign: false })).status, 404)
  for (const bad of ['https://evil.example/x', '//evil.example', '/third/pages/five?x=<script>'])
    assert.equal((await t.call('POST', '/short/url/add', { body: { url: bad } })).status, 400, bad)
})

test('anonymous campaign writes are limited per IP: forms and short links answer a translated 429, logs drop quietly', async () => {
  const hour = 60 * 60_000
  const small = await createTestApp({
    limits: {
      campaignFormPerIp: { max: 2, windowMs: hour },
      shortUrlPerIp: { max: 1, windowMs: hour },
      behaviorPerIp: { max: 1, windowMs: hour }
    }
  })
  try {
    const count = async () => (await small.database.db.select().from(campaignForms)).length
    const submit = (i: number, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
      small.call('POST', '/v3/third/order/data', { body: form({ request_id: `limit-request-${i}` }), lang })
    assert.equal((await submit(1)).body.code, 0)
    assert.equal((await submit(2)).body.code, 0)
    const refused = await submit(3, 'en')
    assert.equal(refused.status, 429)
    assert.match(refused.body.msg, /^Too many attempts, please try again in \d+ s$/)
    assert.ok(Number(refused.headers['retry-after']) > 0)
    assert.equal(await count(), 2, 'the refused submit stored nothing')

    const url = '/third/pages/five?channel_tag=limit'
    assert.equal((await small.call('POST', '/short/url/add', { body: { url } })).body.code, 0)
    const shortRefused = await small.call('POST', '/short/url/add', { body: { url } })
    assert.equal(shortRefused.status, 429)
    assert.match(shortRefused.body.msg, /^操作太頻繁/)

    const visit = { visit_id: 'limit-visit-0001', event: 'visit', page: '/third/pages/five', campaign: 'five' }
    assert.deepEqual((await small.call('POST', '/v3/user/behaviors/add', { body: visit })).body.data, { stored: true })
    const dropped = await small.call('POST', '/v3/user/behaviors/add', {
      body: { ...visit, visit_id: 'limit-visit-0002' }
    })
    assert.equal(dropped.status, 200)
    assert.deepEqual(dropped.body.data, { stored: false })
  } finally {
    await small.close()
  }
})
