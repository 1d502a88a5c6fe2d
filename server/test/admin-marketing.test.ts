/**
 * Campaign landing pages in the console (issue 31): an editor edits a seeded campaign's definition (a draft: the app
 * keeps showing the seed file), publishes it and GET /v2/activity/page/:id — what the H5 /third page reads — shows
 * the new definition with the next version; the campaign form takes the published form block; unpublishing takes
 * the page out of the app. A bad definition is a translated 400 naming the field and changes nothing; a landing
 * made in the console is not in the app until published; every write is audited with before/after.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { adminCall, auditRows, type SignedIn, consoleApp } from './admin-fixtures'
import { loginDemo, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
let support: SignedIn
before(async () => ({ t, owner, editor, support } = await consoleApp('owner', 'editor', 'support')))
after(() => t.close())

const seedOf = (id: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', 'src', 'db', 'campaigns', `${id}.json`), 'utf8')) as {
    id: string
    version: number
    title: string
    blocks: { type: string; title?: string; subtitle?: string; [k: string]: unknown }[]
  }
const page = (id: string) => t.call('GET', `/v2/activity/page/${id}`)
const landing = async (id: string) =>
  (await adminCall(t, 'GET', `/admin/api/landings/${id}`, { cookie: editor.cookie })).body

test('an editor edits a landing, publishes it, and the page the app reads shows it; unpublish takes it out', async () => {
  const seed = seedOf('one')
  const listed = await adminCall(t, 'GET', '/admin/api/landings', { cookie: editor.cookie, query: { _end: 100 } })
  assert.equal(listed.status, 200)
  const one = (listed.body as { id: string; state: string; preview: string }[]).find((l) => l.id === 'one')
  assert.equal(one?.state, 'seed')
  assert.equal(one?.preview, '/third/pages/one')

  const def = structuredClone(seed)
  const hero = def.blocks.find((b) => b.type === 'hero')!
  hero.title = '春季正念課・限時報名'
  hero.subtitle = '從呼吸開始'
  const form = def.blocks.find((b) => b.type === 'form')!
  form.submit = '立即預約'

  const saved = await adminCall(t, 'PATCH', '/admin/api/landings/one', {
    cookie: editor.cookie,
    body: { definition: def }
  })
  assert.equal(saved.status, 200, JSON.stringify(saved.body))
  assert.equal(saved.body.state, 'draft')
  assert.equal(saved.body.unpublishedChanges, true)
  // a draft: the app still shows the seed file
  const stillSeed = await page('one')
  assert.equal(stillSeed.status, 200)
  assert.equal(stillSeed.body.blocks.find((b: { type: string }) => b.type === 'hero').title, seed.blocks[0].title)
  assert.equal(stillSeed.body.version, seed.version)

  const published = await adminCall(t, 'POST', '/admin/api/landings/one/publish', { cookie: editor.cookie })
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.state, 'published')
  assert.equal(published.body.liveVersion, seed.version + 1)
  assert.equal(published.body.unpublishedChanges, false)
  const shown = await page('one')
  assert.equal(shown.status, 200)
  assert.equal(shown.body.version, seed.version + 1)
  const shownHero = shown.body.blocks.find((b: { type: string }) => b.type === 'hero')
  assert.equal(shownHero.title, '春季正念課・限時報名')
  assert.equal(shownHero.subtitle, '從呼吸開始')
  assert.equal(shown.body.blocks.find((b: { type: string }) => b.type === 'form').submit, '立即預約')
  // the server still fills what only it knows (the course's price)
  assert.ok(shown.body.product, 'the sold course is still resolved')

  // a form submitted from the page records the published version
  const sent = await t.call('POST', '/v3/add/form/data', {
    body: { campaign: 'one', request_id: 'landing-test-1', nationcode: '886', phone: '912345678', name: '王小明' }
  })
  assert.equal(sent.status, 200, JSON.stringify(sent.body))
  const forms = await t.app.ctx.repos.third.formsOf('one')
  assert.equal(forms.at(-1)?.campaignVersion, seed.version + 1)

  const log = await auditRows(t, owner, 'landing.publish')
  assert.equal(log.length, 1)
  assert.equal(log[0].operatorEmail, editor.email)
  assert.equal(log[0].targetId, 'one')
  assert.equal(log[0].before.state, 'draft')
  assert.equal(log[0].after.definition.blocks[0].title, '春季正念課・限時報名')
  assert.equal((await auditRows(t, owner, 'landing.update')).length, 1)

  const off = await adminCall(t, 'POST', '/admin/api/landings/one/unpublish', { cookie: editor.cookie })
  assert.equal(off.status, 200)
  assert.equal(off.body.state, 'unpublished')
  assert.equal((await page('one')).status, 404)
  const refused = await t.call('POST', '/v3/add/form/data', {
    body: { campaign: 'one', request_id: 'landing-test-2', nationcode: '886', phone: '912345678', name: '王小明' }
  })
  assert.equal(refused.status, 400)

  const again = await adminCall(t, 'POST', '/admin/api/landings/one/publish', { cookie: editor.cookie })
  assert.equal(again.body.liveVersion, seed.version + 2)
  assert.equal((await page('one')).body.blocks[0].title, '春季正念課・限時報名')
})

test('a bad definition is a translated 400 naming the field, and nothing changes', async () => {
  const before = await landing('two')
  const pageBefore = (await page('two')).body
  const cases: [unknown, string][] = [
    [{ ...seedOf('two'), blocks: [{ type: 'hero' }] }, '/blocks/0/title'],
    [{ ...seedOf('two'), blocks: [{ type: 'hero', title: 'x', colour: 'red' }] }, '/blocks/0/colour'],
    [{ ...seedOf('two'), blocks: [{ type: 'video', title: 'x' }] }, '/blocks/0/type'],
    [{ ...seedOf('two'), sku: 'no-such-course' }, '/sku'],
    [{ ...seedOf('two'), id: 'three' }, '/id'],
    [{ ...seedOf('two'), title: '' }, '/title'],
    [
      {
        ...seedOf('two'),
        blocks: [
          {
            type: 'form',
            title: 'f',
            endpoint: 'add',
            submit: 's',
            done: 'd',
            fields: [{ key: 'name', label: 'n', required: true }]
          }
        ]
      },
      '/blocks/0/fields'
    ]
  ]
  for (const [definition, field] of cases) {
    const res = await adminCall(t, 'PATCH', '/admin/api/landings/two', {
      cookie: editor.cookie,
      body: { definition },
      lang: 'en'
    })
    assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`)
    assert.equal(res.body.code, 'bad_field')
    assert.equal(res.body.field, field)
    assert.equal(res.body.message, `The field "${field}" is not valid`)
  }
  const zh = await adminCall(t, 'PATCH', '/admin/api/landings/two', {
    cookie: editor.cookie,
    body: { definition: { ...seedOf('two'), title: '' } }
  })
  assert.equal(zh.body.message, '欄位「/title」不正確')
  assert.deepEqual(await landing('two'), before)
  assert.deepEqual((await page('two')).body, pageBefore)
  assert.equal((await auditRows(t, owner, 'landing.update')).filter((r) => r.targetId === 'two').length, 0)
  assert.equal(
    (
      await adminCall(t, 'PATCH', '/admin/api/landings/nope', {
        cookie: editor.cookie,
        body: { definition: seedOf('two') }
      })
    ).status,
    404
  )
  // support may not edit landings
  const denied = await adminCall(t, 'PATCH', '/admin/api/landings/two', {
    cookie: support.cookie,
    body: { definition: seedOf('two') }
  })
  assert.equal(denied.status, 403)
})

test('a landing made in the console is a draft the app does not show until published; its id must be new', async () => {
  const def = { ...seedOf('two'), id: 'spring_2027', version: 1, title: '春季活動' }
  const made = await adminCall(t, 'POST', '/admin/api/landings', { cookie: editor.cookie, body: { definition: def } })
  assert.equal(made.status, 200, JSON.stringify(made.body))
  assert.equal(made.body.state, 'draft')
  // its page in the app: the page that shows any landing by id (not found there until published)
  assert.equal(made.body.preview, '/third/pages/landing?id=spring_2027')
  assert.equal((await page('spring_2027')).status, 404)
  const taken = await adminCall(t, 'POST', '/admin/api/landings', {
    cookie: editor.cookie,
    body: { definition: { ...seedOf('two') } },
    lang: 'en'
  })
  assert.equal(taken.status, 409)
  assert.equal(taken.body.code, 'landing_taken')
  const pub = await adminCall(t, 'POST', '/admin/api/landings/spring_2027/publish', { cookie: editor.cookie })
  assert.equal(pub.status, 200)
  const shown = await page('spring_2027')
  assert.equal(shown.status, 200)
  assert.equal(shown.body.title, '春季活動')
  assert.equal((await auditRows(t, owner, 'landing.create'))[0].targetId, 'spring_2027')
})

test('20 parallel publishes of one landing: each is one audited step, the versions never collide', async () => {
  const seed = seedOf('three')
  const res = await Promise.all(
    Array.from({ length: 20 }, () =>
      adminCall(t, 'POST', '/admin/api/landings/three/publish', { cookie: editor.cookie })
    )
  )
  assert.ok(
    res.every((r) => r.status === 200),
    JSON.stringify(res.map((r) => r.body))
  )
  const versions = res.map((r) => r.body.liveVersion as number).sort((a, b) => a - b)
  assert.deepEqual(
    versions,
    Array.from({ length: 20 }, (_, i) => seed.version + 1 + i)
  )
  assert.equal((await page('three')).body.version, seed.version + 20)
})

// ---- annual cards: the card products (editor) and their holders (support) ----

const quote = async (token: string) =>
  (await t.call('GET', '/v3/orders/quote', { token, query: { sku: 'annual-card' } })).body.data as {
    pay_amount: number
    item: { title: string }
  }

test('an editor changes the annual card price and title; the app checkout charges the new price', async () => {
  const token = await loginDemo(t, 'user')
  const cards = await adminCall(t, 'GET', '/admin/api/annual-cards', { cookie: editor.cookie })
  assert.equal(cards.status, 200)
  const card = (cards.body as { id: number; code: string; priceCents: number }[]).find((c) => c.code === 'annual-card')!
  const before = await quote(token) // warms the app's catalogue cache: the edit must drop it
  assert.equal(before.pay_amount, card.priceCents / 100)

  const bad = await adminCall(t, 'PATCH', `/admin/api/annual-cards/${card.id}`, {
    cookie: editor.cookie,
    body: { priceCents: 999_999 },
    lang: 'en'
  })
  assert.equal(bad.status, 400, 'above the normal price')
  assert.equal(bad.body.field, 'priceCents')
  const bad2 = await adminCall(t, 'PATCH', `/admin/api/annual-cards/${card.id}`, {
    cookie: editor.cookie,
    body: { priceCents: -1 }
  })
  assert.equal(bad2.status, 400)
  assert.equal((await quote(token)).pay_amount, before.pay_amount, 'nothing changed')

  const res = await adminCall(t, 'PATCH', `/admin/api/annual-cards/${card.id}`, {
    cookie: editor.cookie,
    body: { priceCents: 1499, titleZh: '課程年卡・限時' }
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  let q = await quote(token)
  for (let i = 0; i < 200 && q.pay_amount !== 14.99; i++) {
    await new Promise((r) => setTimeout(r, 10))
    q = await quote(token)
  }
  assert.equal(q.pay_amount, 14.99)
  assert.equal(q.item.title, '課程年卡・限時')
  const log = await auditRows(t, owner, 'annual_card.update')
  assert.equal(log.length, 1)
  assert.equal(log[0].before.priceCents, card.priceCents)
  assert.equal(log[0].after.priceCents, 1499)
  // support may not edit card products; an editor may not touch holders
  assert.equal(
    (await adminCall(t, 'PATCH', `/admin/api/annual-cards/${card.id}`, { cookie: support.cookie, body: { days: 1 } }))
      .status,
    403
  )
  assert.equal((await adminCall(t, 'GET', '/admin/api/annual-card-holders', { cookie: editor.cookie })).status, 403)
})

test('support grants and ends an annual card with a reason; of 20 parallel ends one wins', async () => {
  const users = await adminCall(t, 'GET', '/admin/api/users', {
    cookie: support.cookie,
    query: { q: 'user@demo.jingxin' }
  })
  const userId = (users.body as { id: number }[])[0].id
  const until = new Date(t.clock.now + 30 * 86_400_000).toISOString()
  const noReason = await adminCall(t, 'POST', `/admin/api/annual-card-holders/${userId}/change`, {
    cookie: support.cookie,
    body: { action: 'grant', level: 2, until }
  })
  assert.equal(noReason.status, 400)
  const past = await adminCall(t, 'POST', `/admin/api/annual-card-holders/${userId}/change`, {
    cookie: support.cookie,
    body: { action: 'grant', level: 2, until: new Date(t.clock.now - 1000).toISOString(), reason: 'x' },
    lang: 'en'
  })
  assert.equal(past.status, 400)
  assert.equal(past.body.code, 'until_past')
  assert.equal(
    (await adminCall(t, 'GET', `/admin/api/annual-card-holders/${userId}`, { cookie: support.cookie })).body.holds,
    false
  )

  const granted = await adminCall(t, 'POST', `/admin/api/annual-card-holders/${userId}/change`, {
    cookie: support.cookie,
    body: { action: 'grant', level: 2, until, reason: '客訴補償' }
  })
  assert.equal(granted.status, 200, JSON.stringify(granted.body))
  assert.equal(granted.body.holds, true)
  assert.equal(granted.body.annualCardLevel, 2)
  const listed = await adminCall(t, 'GET', '/admin/api/annual-card-holders', {
    cookie: support.cookie,
    query: { q: 'user@demo' }
  })
  assert.ok((listed.body as { id: number }[]).some((u) => u.id === userId))

  const ends = await Promise.all(
    Array.from({ length: 20 }, () =>
      adminCall(t, 'POST', `/admin/api/annual-card-holders/${userId}/change`, {
        cookie: support.cookie,
        body: { action: 'end', reason: '退款' },
        lang: 'en'
      })
    )
  )
  assert.equal(ends.filter((r) => r.status === 200).length, 1, JSON.stringify(ends.map((r) => r.status)))
  const lost = ends.filter((r) => r.status !== 200)
  assert.ok(lost.every((r) => r.status === 409 && r.body.message === 'This user holds no annual card now'))
  const now = await adminCall(t, 'GET', `/admin/api/annual-card-holders/${userId}`, { cookie: support.cookie })
  assert.equal(now.body.holds, false)
  const log = await auditRows(t, owner, 'user.annual_card')
  assert.equal(log.length, 2)
  assert.equal(log[0].after.change, 'end')
  assert.equal(log[0].after.reason, '退款')
  assert.equal(log[1].after.reason, '客訴補償')
})
