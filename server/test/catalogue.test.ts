import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type CourseCardDTO, type GoodsDetailDTO, type ResourceDTO } from '@app/protocol'
import { seedDatabase } from '../src/db/seed'
import { createTestApp, loginDemo, tableCounts, type TestApp } from './helpers'

let t: TestApp
let vip: string
let plain: string
before(async () => {
  t = await createTestApp()
  vip = await loginDemo(t, 'vip')
  plain = await loginDemo(t, 'user')
})
after(() => t.close())

const vipTracks = (list: ResourceDTO[]) => list.filter((r) => r.is_vip === 1)

test('VIP gating: visitors and non-members never receive a VIP full_path; members do', async () => {
  for (const token of [undefined, plain]) {
    const goods: GoodsDetailDTO = (await t.call('GET', '/v3/meditation/goods/m-sleep', { token })).body.data
    assert.ok(vipTracks(goods.resources).length > 0)
    for (const r of vipTracks(goods.resources)) assert.equal(r.full_path, null)
    for (const r of goods.resources.filter((x) => !x.is_vip)) assert.match(r.full_path!, /^\/media\//)
    const play = (await t.call('GET', '/v3/meditation/playInfo/m-kindness', { token })).body.data
    assert.equal(play.isVip, 0)
    assert.equal(play.resource.full_path, null)
    assert.ok(play.list.every((r: ResourceDTO) => r.full_path === null))
    const plan = (await t.call('GET', '/v3/meditation/plan/plan-stress', { token })).body.data
    assert.ok(
      plan.day_list
        .flatMap((d: { resources: ResourceDTO[] }) => d.resources)
        .filter((r: ResourceDTO) => r.is_vip)
        .every((r: ResourceDTO) => r.full_path === null)
    )
  }
  const member: GoodsDetailDTO = (await t.call('GET', '/v3/meditation/goods/m-sleep', { token: vip })).body.data
  assert.ok(member.resources.every((r) => typeof r.full_path === 'string' && r.full_path.length > 0))
  assert.equal(
    (await t.call('GET', '/v3/meditation/playInfo/m-kindness', { token: vip })).body.data.resource.full_path.startsWith(
      '/media/'
    ),
    true
  )
})

test('memberInfo tells members from non-members and needs a login', async () => {
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token: vip })).body.data.isVip, 1)
  const p = (await t.call('GET', '/v3/meditation/memberInfo', { token: plain })).body.data
  assert.deepEqual(p, { isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null })
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo')).body.code, ErrorCode.NOT_LOGGED_IN)
})

test('meditation home: banners, plans and several floors of goods with 3–8 tracks each', async () => {
  const home = (await t.call('GET', '/v3/meditation/indexFloor')).body.data
  assert.ok(home.floors.length >= 4)
  assert.ok(home.plans.length >= 3)
  assert.ok(home.banners.length >= 3)
  const sleep = home.floors.find((f: { id: number }) => f.id === 2)
  assert.equal(sleep.goods.length, 6)
  assert.equal(sleep.has_more, true)
  for (const f of home.floors)
    for (const g of f.goods) assert.ok(g.track_count >= 3 && g.track_count <= 8, `${g.sku} has ${g.track_count}`)
  const page2 = (await t.call('GET', '/v3/meditation/floor/2', { query: { page: 2, size: 5 } })).body.data
  assert.equal(page2.goods.total, 7)
  assert.equal(page2.goods.list.length, 2)
  assert.equal(page2.goods.has_more, false)
})

test('titles follow x-lang', async () => {
  const zh = (await t.call('GET', '/v3/meditation/goods/m-sleep')).body.data
  const en = (await t.call('GET', '/v3/meditation/goods/m-sleep', { lang: 'en' })).body.data
  assert.equal(zh.title, '好眠引導')
  assert.equal(en.title, 'Guided Sleep')
  assert.equal((await t.call('GET', '/v3/course/navList', { lang: 'en' })).body.data[0].title, 'For You')
})

test('goods by sku or id, unknown goods 404, bad sku 400', async () => {
  assert.equal((await t.call('GET', '/v3/meditation/goods/2')).body.data.sku, 'm-sleep')
  assert.equal((await t.call('GET', '/v3/meditation/goods/m-nothing')).status, 404)
  assert.equal((await t.call('GET', '/v3/meditation/goods/bad%20sku')).status, 400)
})

test('banners cover every jump type of spec §2', async () => {
  const navs = (await t.call('GET', '/v3/course/navList')).body.data as { tag: string }[]
  const types = new Set<number>()
  for (const b of (await t.call('GET', '/v3/meditation/indexFloor')).body.data.banners) types.add(b.jump_type)
  for (const n of navs)
    for (const b of (await t.call('GET', '/v3/course/indexAds', { query: { tag: n.tag } })).body.data)
      types.add(b.jump_type)
  assert.deepEqual(
    [...types].sort((a, b) => a - b),
    [1, 2, 4, 5, 6, 10, 11, 12, 14, 15, 99]
  )
})

test('course floors carry every course-card jump of spec §2', async () => {
  const navs = (await t.call('GET', '/v3/course/navList')).body.data as { id: number }[]
  const cards: CourseCardDTO[] = []
  for (const n of navs) {
    for (const f of (await t.call('GET', '/v3/course/indexFloor', { query: { nav_id: n.id } })).body.data.floors) {
      cards.push(...(await t.call('GET', `/v3/course/floor/${f.id}`, { query: { size: 100 } })).body.data.items.list)
    }
  }
  const kinds = new Set(
    cards.map((c) =>
      c.jump_type !== null
        ? `j${c.jump_type}`
        : c.type !== 0
          ? `t${c.type}`
          : `s${c.sub_type}${c.isWaterfall ? 'w' : ''}`
    )
  )
  for (const k of ['j0', 'j1', 'j2', 'j3', 't1', 't2', 't3', 's1', 's9', 's10', 's12', 's2', 's13w', 's14'])
    assert.ok(kinds.has(k), `missing ${k}`)
  const live = cards.filter((c) => c.sub_type === 2 || c.sub_type === 14).map((c) => c.live_status)
  assert.ok(live.includes(1) && live.includes(2) && live.includes(3), 'upcoming, live and replay')
})

test('day recommendation, scenes, settings and products', async () => {
  const day = (await t.call('GET', '/v3/meditation/dayRecommend', { query: { date: '2026-01-01' } })).body.data
  assert.equal(day.date, '2026-01-01')
  assert.ok(day.quote.length > 0)
  const next = (await t.call('GET', '/v3/meditation/dayRecommend', { query: { date: '2026-01-02' } })).body.data
  assert.notEqual(next.resource.id, day.resource.id)
  assert.equal((await t.call('GET', '/v3/meditation/sceneList')).body.data.length, 5)
  const settings = (await t.call('GET', '/v3/meditation/settings')).body.data
  assert.ok(
    settings.some((s: { s_key: string; s_val: string }) => s.s_key === 'play_log_min_seconds' && s.s_val === '10')
  )
  assert.ok((await t.call('GET', '/v3/get/course/settings')).body.data.length > 0)
  const kinds = new Set(
    (await t.call('GET', '/v3/meditation/buyVipList')).body.data.map((p: { kind: string }) => p.kind)
  )
  assert.deepEqual([...kinds].sort(), ['course_annual', 'course_annual_advanced', 'meditation_vip'])
  assert.ok((await t.call('GET', '/v2/faqs', { lang: 'en' })).body.data.length >= 5)
})

test('user scene: default for visitors, chosen scene for a user', async () => {
  assert.equal((await t.call('GET', '/v3/meditation/userScene')).body.data.is_default, true)
  assert.equal((await t.call('POST', '/v3/meditation/userScene', { token: plain, body: { scene_id: 3 } })).body.code, 0)
  const mine = (await t.call('GET', '/v3/meditation/userScene', { token: plain })).body.data
  assert.deepEqual([mine.scene.id, mine.is_default], [3, false])
  assert.equal(
    (await t.call('POST', '/v3/meditation/userScene', { token: plain, body: { scene_id: 999 } })).status,
    404
  )
})

test('seed is idempotent: re-running changes no row count, and an unchanged seed is skipped', async () => {
  const before = await tableCounts(t.database)
  assert.ok(await seedDatabase(t.database.db, undefined, { force: true }))
  assert.ok(await seedDatabase(t.database.db, undefined, { force: true }))
  assert.deepEqual(await tableCounts(t.database), before)
  assert.equal(await seedDatabase(t.database.db), null)
})
