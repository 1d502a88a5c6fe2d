/**
 * Journeys on the mini-program runtime: each runs in a fresh runtime of a worker (./worker.ts) against the real
 * server, and throws on failure. Texts come from the seed (server/src/db/seed) and the app's i18n files.
 */
import assert from 'node:assert/strict'
import { createVerify, randomBytes } from 'node:crypto'
import { MiniProgram, until, type Lang, type OpenPage } from './support/miniProgram'
import type { Fakes, FailedRequest } from './support/protocol'
import type { PaymentFields } from './support/wxDouble'
import { tr } from './pages'
import { NOT_READY } from './support/ready'

export interface JourneyContext {
  server: string
  fakes: Fakes
  lang: Lang
  token?: string
  timeoutMs: number
  /** What the runner shows when the journey fails. */
  log: { text: string; failedRequests: FailedRequest[] }
}

export interface Journey {
  name: string
  langs: Lang[]
  login?: 'vip' | 'user'
  run(c: JourneyContext): Promise<void>
}

type T = [zh: string, en: string]
const pick = (lang: Lang, t: T) => (lang === 'en' ? t[1] : t[0])

/** Waits until the current page shows every text (and no loading state); a failure names what is missing. */
async function shows(mp: MiniProgram, c: JourneyContext, texts: string[], page?: () => OpenPage) {
  const current = page ?? (() => mp.current)
  c.log.text = current().text()
  await until(
    () => {
      const text = current().text()
      c.log.text = text
      return texts.every((t) => text.includes(t)) && !NOT_READY.some((t) => text.includes(t))
    },
    () =>
      `${current().route} shows ${JSON.stringify(texts.filter((t) => !current().text().includes(t)))}? ${current().text().slice(0, 300)}`,
    c.timeoutMs
  )
}

async function launch(
  url: string,
  c: JourneyContext,
  more: {
    manualIntervals?: boolean
    token?: string
    inWecom?: boolean
    firstRun?: boolean
    storage?: Record<string, unknown>
  } = {}
) {
  const mp = await MiniProgram.launch(url, { server: c.server, lang: c.lang, token: more.token ?? c.token, ...more })
  return mp
}

/** Once every request is answered (a pending one is not a failure yet): no runtime error, no failed request. */
async function noProblems(mp: MiniProgram, c: JourneyContext, expected: (r: FailedRequest) => boolean = () => false) {
  await until(
    () => mp.wx.records.pending === 0,
    () => `${mp.wx.records.pending} request(s) unanswered`,
    c.timeoutMs
  )
  c.log.failedRequests = mp.wx.records.requests.filter((r) => (r.status !== 200 || (r.code ?? 0) !== 0) && !expected(r))
  assert.deepEqual(mp.sandbox.problems.errors, [], 'the runtime reported errors')
  assert.deepEqual(c.log.failedRequests, [], 'requests failed')
}

const TABS: { route: string; title: T; shows: T }[] = [
  {
    route: 'pages/meditation/index',
    title: tr('tabBar.meditation'),
    shows: ['冥想入門七日', 'Seven Days of Meditation']
  },
  { route: 'pages/course/index', title: tr('tabBar.course'), shows: ['正念基礎八週課', 'Eight Weeks of Mindfulness'] },
  { route: 'study/pages/index', title: tr('tabBar.study'), shows: ['七日入門計畫', 'Seven-Day Beginner Plan'] },
  { route: 'mine/pages/index', title: tr('tabBar.mine'), shows: tr('mine.helpCenter') }
]

/** The custom tab bar (spec §2): a tap relaunches on the tab's page, which marks its own tab active. */
async function tabSwitching(c: JourneyContext) {
  const mp = await launch(TABS[0].route, c)
  try {
    await shows(mp, c, [pick(c.lang, TABS[0].shows)])
    for (const next of [TABS[1], TABS[2], TABS[3], TABS[0]]) {
      const item = mp.byClass('tab-bar__item').find((el) => el.textContent === pick(c.lang, next.title))
      assert.ok(item, `no tab "${pick(c.lang, next.title)}" on ${mp.current.route}`)
      const before = mp.wx.records.navigations.length
      mp.tap(item)
      await until(
        () => mp.current.route === next.route,
        () =>
          `the tab bar did not open ${next.route}: ${JSON.stringify(mp.wx.records.navigations.slice(before))} ${JSON.stringify(mp.wx.records.requests.slice(-3))}`,
        c.timeoutMs
      )
      assert.deepEqual(mp.wx.records.navigations.slice(before), [{ kind: 'reLaunch', url: `/${next.route}` }])
      assert.equal(mp.stack.length, 1, 'a tab replaces the page stack')
      await shows(mp, c, [pick(c.lang, next.shows)])
      const active = mp.byClass('tab-bar__item--active').map((el) => el.textContent)
      assert.deepEqual(active, [pick(c.lang, next.title)], 'the new page marks its own tab')
    }
    await noProblems(mp, c)
  } finally {
    mp.close()
  }
}

/**
 * The first run (issue 32): a device that never opened the app, launched at the entry page without a query, gets
 * the welcome pushed over that page once it is on screen; launched again on the same device it does not, nor on a
 * fresh device opened through a shared link (a query).
 */
async function firstRunWelcome(c: JourneyContext) {
  const entry = TABS[0].route
  let kept: Record<string, unknown> = {}
  const first = await launch(entry, c, { token: '', firstRun: true })
  try {
    await until(
      () => first.current.route === 'commonPage/pages/welcome',
      () => `no welcome over the entry page: ${first.stack.map((p) => p.route).join(' > ')}`,
      c.timeoutMs
    )
    assert.deepEqual(
      first.stack.map((p) => p.route),
      [entry, 'commonPage/pages/welcome'],
      'pushed over the entry page (back returns there)'
    )
    await shows(first, c, [pick(c.lang, tr('shop.welcome.title'))])
    await noProblems(first, c)
    kept = Object.fromEntries(first.wx.storage)
    assert.ok(kept.welcomeSeen, 'remembered on the device')
  } finally {
    first.close()
  }
  for (const [url, storage] of [
    [entry, kept],
    [`${entry}?invite_user_id=1`, {}]
  ] as const) {
    const mp = await launch(url, c, { token: '', firstRun: true, storage })
    try {
      await shows(mp, c, [pick(c.lang, TABS[0].shows)])
      await noProblems(mp, c)
      assert.deepEqual(
        mp.stack.map((p) => p.route),
        [entry],
        `no welcome for ${url} on ${Object.keys(storage).length ? 'a used' : 'a fresh'} device`
      )
    } finally {
      mp.close()
    }
  }
}

/**
 * Playing a track (spec §4) through wx.getBackgroundAudioManager: what the app hands WeChat's player, the player
 * following WeChat's events, and the play log sent when the track ends after ≥ 10 s of play.
 */
async function playTrack(c: JourneyContext) {
  const mp = await launch('pages/meditation/play?sku=m-beginner', c, { manualIntervals: true })
  try {
    const audio = mp.wx.audio
    const track: T = ['第一天：安住當下', 'Day 1: Arriving']
    const album: T = ['冥想入門七日', 'Seven Days of Meditation']
    await shows(mp, c, [pick(c.lang, track), pick(c.lang, album)])
    await until(
      () => audio.loads.length > 0,
      () => 'the app never set the background audio src',
      c.timeoutMs
    )
    const load = audio.loads[0]
    assert.equal(load.title, pick(c.lang, track))
    assert.equal(load.epname, pick(c.lang, album))
    assert.match(load.src, /^https?:\/\/.+/, 'src is an absolute URL')
    assert.match(load.coverImgUrl, /^https?:\/\/.+/, 'coverImgUrl is an absolute URL')
    assert.equal(load.startTime, 0)
    // WeChat started playing: the player shows it (the toggle offers "pause")
    // (Taro's weapp templates drop aria-label: the toggle's icon says what it does)
    const toggle = () => mp.byClass('player__toggle')[0]
    const offers = (icon: 'pause' | 'play') => !!toggle()?.querySelector(`.main--at-icon-${icon}`)
    await until(
      () => offers('pause'),
      () => `toggle: ${toggle()?.outerHTML.slice(0, 300)}`,
      c.timeoutMs
    )
    // the player follows WeChat's time updates
    audio.progress(42, 60)
    await shows(mp, c, ['0:42', '1:00'])
    // a pause from WeChat's own controls reaches the player, and WeChat's play resumes it
    audio.fire('Pause')
    await until(
      () => offers('play'),
      () => `toggle after pause: ${toggle()?.outerHTML.slice(0, 300)}`,
      c.timeoutMs
    )
    audio.fire('Play')
    await until(
      () => offers('pause'),
      () => `toggle after play: ${toggle()?.outerHTML.slice(0, 300)}`,
      c.timeoutMs
    )
    // twelve seconds of play, then the track ends: the play is logged on the server
    mp.advanceIntervals(12_000)
    audio.fire('Ended')
    const log = await until(
      () => mp.wx.records.requests.find((r) => r.url.startsWith('/v3/meditation/playLog') && r.status),
      () => `no play log: ${mp.wx.records.requests.map((r) => r.url).join(', ')}`,
      c.timeoutMs
    )
    assert.equal(log.code, 0, 'the server took the play log')
    // a guided track plays once (the default, issue 32): the calm end sheet opens with the time practised and the
    // album's next track, and the track is not handed to WeChat again
    const sheet = () => mp.byClass('session-end')[0]
    await until(
      () => sheet()?.className.includes('at-float-layout--active'),
      () => `no end sheet: ${sheet()?.outerHTML.slice(0, 300)}`,
      c.timeoutMs
    )
    assert.ok(mp.byClass('session-end__practised')[0]?.textContent?.trim(), 'the time practised is shown')
    const next = mp.byClass('session-end__next')[0]?.textContent ?? ''
    assert.ok(next.includes(pick(c.lang, ['第二天', 'Day 2'])), `the next step is the album's next track: ${next}`)
    assert.equal(audio.loads.length, 1, 'played once: the track is not handed to WeChat again')
    await noProblems(mp, c)
  } finally {
    mp.close()
  }
}

/** Sharing: the page's onShareAppMessage answers a path, and that path opens the right page for a friend. */
function sharing(
  from: string,
  fromShows: T,
  expectPath: RegExp,
  friendSees: (lang: Lang) => string[],
  friendCheck: (friend: MiniProgram) => void = () => {}
) {
  return async (c: JourneyContext) => {
    const mp = await launch(from, c)
    let path: string
    try {
      await shows(mp, c, [pick(c.lang, fromShows)])
      const share = mp.current.instance.onShareAppMessage?.({ from: 'menu' }) as
        { title?: string; path?: string } | undefined
      assert.ok(share?.path, `${from}: onShareAppMessage answered ${JSON.stringify(share)}`)
      assert.ok(share.title, 'a share has a title')
      assert.match(share.path, expectPath)
      path = share.path
      await noProblems(mp, c)
    } finally {
      mp.close()
    }
    // the friend (not logged in) opens the shared path from the chat
    const friend = await launch(path.replace(/^\//, ''), c, { token: '' })
    try {
      await shows(friend, c, friendSees(c.lang))
      friendCheck(friend)
      await noProblems(friend, c)
    } finally {
      friend.close()
    }
  }
}

/** A fake's control API (what WeChat's client does on the user's phone: issue a login code, pay on the sheet). */
async function control(url: string, body: unknown = {}): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  const answer = await res.json()
  assert.equal(res.status, 200, `${url}: ${JSON.stringify(answer)}`)
  return answer
}

/** What WeChat checks before it shows its pay sheet (v3, mini-program): the fields and the merchant's signature. */
function checkPayFields(f: PaymentFields, fakes: Fakes): string {
  assert.match(f.timeStamp, /^\d{10}$/, 'timeStamp: seconds, as a string')
  assert.ok(Math.abs(Number(f.timeStamp) - Date.now() / 1000) < 300, `timeStamp ${f.timeStamp} is now`)
  assert.match(f.nonceStr, /^[A-Za-z0-9]{1,32}$/, 'nonceStr: at most 32 letters and digits')
  const prepay = /^prepay_id=(wx[0-9a-f]+)$/.exec(f.package)
  assert.ok(prepay, `package is prepay_id=…: ${f.package}`)
  assert.equal(f.signType, 'RSA')
  const message = `${fakes.appid}\n${f.timeStamp}\n${f.nonceStr}\n${f.package}\n`
  const signed = createVerify('RSA-SHA256').update(message).verify(fakes.merchantPublicKey, f.paySign, 'base64')
  assert.ok(signed, 'paySign: the merchant key signed appId, timeStamp, nonceStr and package')
  return prepay[1]
}

/**
 * A new WeChat user signs in (wx.login → the server's jscode2session at the WeChat login fake) and buys a month
 * of membership with WeChat Pay: the app hands wx.requestPayment the fields the server signed, the user pays on
 * the sheet (the WeChat Pay fake, found by the package's prepay_id, sends its signed, encrypted notification to
 * the server), and the pay result page shows the order paid and what it granted.
 */
async function wechatLoginAndPay(c: JourneyContext) {
  const openid = `o-harness-${randomBytes(6).toString('hex')}`
  const { code } = await control(`${c.fakes.wechat}/__fake/login-code`, { openid })
  const mp = await launch('pages/login/miniapp', c, { token: '' })
  try {
    await shows(mp, c, [pick(c.lang, tr('login.miniappSubtitle'))])
    mp.wx.wechat.loginCodes.push(code)
    const loginButton = mp.byClass('auth-submit').find((el) => el.textContent === pick(c.lang, tr('login.wechatLogin')))
    assert.ok(loginButton, 'no WeChat login button')
    mp.tap(loginButton)
    const token = await until(
      () => mp.wx.storage.get('token') as string | undefined,
      () => `not signed in: ${JSON.stringify(mp.wx.records.requests.slice(-3))}`,
      c.timeoutMs
    )
    assert.equal(mp.wx.wechat.logins, 1, 'one wx.login')
    const exchange = mp.wx.records.requests.find((r) => r.url.startsWith('/v3/wechat/code'))
    assert.equal(exchange?.code, 0, 'the server exchanged the code at jscode2session')
    await until(
      () => mp.current.route === 'mine/pages/index',
      () => `after login: ${mp.current.route}`,
      c.timeoutMs
    )
    assert.ok(token.length > 10, 'a session token is kept')

    // the membership page: pay for the plan it offers
    await mp.open('pages/meditation/vipMember')
    const plan: T = ['冥想會員・月卡', 'Membership, 1 month']
    await shows(mp, c, [pick(c.lang, plan)])
    let problem: unknown
    let prepayPaid = ''
    mp.wx.wechat.pay = async (fields) => {
      try {
        const prepay = checkPayFields(fields, c.fakes)
        const paid = await control(`${c.fakes.wechatpay}/__fake/pay-prepay/${prepay}`)
        // WeChat Pay counts 200 or 204 as "received"; anything else it sends again later
        assert.ok(
          [200, 204].includes(paid.delivery?.status),
          `the server took the notification: ${JSON.stringify(paid)}`
        )
        prepayPaid = paid.out_trade_no
        return 'paid'
      } catch (e) {
        problem = e
        return 'fail'
      }
    }
    const payButton = await until(
      () =>
        mp.byClass('vip__pay').find((el) => !el.hasAttribute('disabled') || el.getAttribute('disabled') === 'false'),
      () => `no pay button: ${mp.byClass('vip__pay')[0]?.outerHTML.slice(0, 200)}`,
      c.timeoutMs
    )
    mp.tap(payButton)
    await until(
      () => mp.current.route === 'pages/payResult/result' || problem !== undefined,
      () => `no pay result page: ${mp.current.route}; ${mp.current.text().slice(0, 200)}`,
      c.timeoutMs
    )
    if (problem) throw problem
    assert.equal(mp.wx.wechat.payments.length, 1, 'one wx.requestPayment')
    assert.ok(prepayPaid, 'the fake paid an order')
    await shows(mp, c, [`✓ ${pick(c.lang, tr('cards.result.paid'))}`, prepayPaid])
    await noProblems(mp, c)
  } finally {
    mp.close()
  }
}

/**
 * Spec §8's 1200: an enterprise live opened by someone who is not signed in as its enterprise's staff answers
 * 1200; the app goes to the enterprise login (state `live`, the page as `redirect`); inside WeCom the user signs in
 * with `wx.qy.login` (the server exchanges the code: the development WeCom stand-in here, whose codes name the
 * staff member; the real adapter is tested against a WeCom fake in server/test/wecom.test.ts), and the app comes
 * back to the live's page, which now shows the live.
 */
async function enterpriseLoginBack(c: JourneyContext) {
  const monitor = 'live/pages/monitor?sku=e-bsj-live'
  const mp = await launch(monitor, c, { token: '', inWecom: true })
  try {
    await until(
      () => mp.current.route === 'pages/login/authPage',
      () => `the 1200 answer did not open the enterprise login: ${mp.current.route}`,
      c.timeoutMs
    )
    assert.equal(mp.current.query.state, 'live', 'the state of a live monitor')
    assert.equal(mp.current.query.redirect, `/${monitor}`, 'the page that asked')
    const staff = { corpId: 'ww-bsj', userId: `harness-${randomBytes(4).toString('hex')}`, name: '同仁' }
    mp.wx.wecom.loginCodes.push(`devwecom.${Buffer.from(JSON.stringify(staff)).toString('base64url')}`)
    const label = pick(c.lang, tr('enterprise.auth.wecom'))
    const button = await until(
      () => mp.byClass('auth-submit').find((el) => el.textContent === label),
      () => `no "${label}" button: ${mp.current.text().slice(0, 300)}`,
      c.timeoutMs
    )
    mp.tap(button)
    await until(
      () => mp.current.route === 'live/pages/monitor' && mp.stack.length >= 1,
      () => `not back on the live: ${mp.current.route}`,
      c.timeoutMs
    )
    assert.equal(mp.wx.wecom.logins, 1, 'one wx.qy.login')
    await shows(mp, c, [pick(c.lang, ['寶善居晨間共修', 'Baoshan Morning Sitting'])])
    const mpLogin = mp.wx.records.requests.find((r) => r.url.startsWith('/v3/enterprise/wecom/mplogin'))
    assert.equal(mpLogin?.code, 0, 'the server exchanged the wx.qy.login code')
    // the one refusal is the first answer of the live's page: 1200
    const refused = mp.wx.records.requests.filter((r) => r.code === 1200)
    assert.equal(refused.length, 1, `one 1200 answer: ${JSON.stringify(refused)}`)
    await noProblems(mp, c, (r) => r.code === 1200)
  } finally {
    mp.close()
  }
}

/** The seed's live `l-weekend`, which the harness's server streams on a Polyv channel (./run.ts). */
export const POLYV_LIVE_ID = 10
export const POLYV_CHANNEL = '2094979'

/**
 * A live streamed on Polyv (issue 33, /v3/blw/*): its blwlive room shows Polyv's state (the server's local Polyv
 * fake has the channel live with two replays) and the replays; Watch asks the server for Polyv's watch page signed
 * for this viewer (a card holder: the live is in the annual card) and opens it in the web-view page (a
 * mini-program cannot leave for a web address).
 */
async function polyvLive(c: JourneyContext) {
  const mp = await launch(`blwlive/pages/liveRoom?id=${POLYV_LIVE_ID}`, c)
  try {
    const watch = pick(c.lang, tr('live.polyv.watch'))
    await shows(mp, c, [pick(c.lang, tr('live.polyv.live')), pick(c.lang, tr('live.polyv.replays')), 'Replay 2', watch])
    const state = mp.byClass('polyv-room__state')[0]
    assert.equal(state?.textContent, pick(c.lang, tr('live.polyv.live')), 'the state badge')
    const button = mp.byClass('polyv-room__watch').find((el) => el.textContent?.includes(watch))
    assert.ok(button, `no "${watch}" button`)
    const before = mp.wx.records.navigations.length
    mp.tap(button)
    await until(
      () => mp.current.route === 'pages/webview/index',
      () =>
        `Watch did not open the web-view page: ${mp.current.route} ${JSON.stringify(mp.wx.records.navigations.slice(before))} ${JSON.stringify(mp.wx.records.requests.slice(-3))}`,
      c.timeoutMs
    )
    const url = new URL(mp.current.query.url)
    assert.equal(url.pathname, `/watch/${POLYV_CHANNEL}`, `Polyv's watch page of the channel: ${url}`)
    for (const p of ['userid', 'ts', 'sign']) assert.ok(url.searchParams.get(p), `the watch page is signed (${p})`)
    const play = mp.wx.records.requests.filter((r) => r.url.startsWith('/v3/blw/play?'))
    assert.equal(play.length, 1, 'one signed watch address asked for')
    assert.equal(play[0].code, 0)
    await noProblems(mp, c)
  } finally {
    mp.close()
  }
}

const INVITER = '會員示範'

export const JOURNEYS: Journey[] = [
  {
    name: 'a Polyv live: its state, and the watch page through the web-view page',
    langs: ['zh-Hant', 'en'],
    // the live is included in the annual card: the card holder may watch it
    login: 'vip',
    run: polyvLive
  },
  { name: 'tab switching through the custom tab bar', langs: ['zh-Hant', 'en'], run: tabSwitching },
  { name: 'the first run: the welcome over the entry page, once', langs: ['zh-Hant', 'en'], run: firstRunWelcome },
  {
    name: 'the 1200 answer: the enterprise login inside WeCom and back to the live',
    langs: ['zh-Hant', 'en'],
    run: enterpriseLoginBack
  },
  {
    name: 'signing in with wx.login and paying with wx.requestPayment',
    langs: ['zh-Hant', 'en'],
    run: wechatLoginAndPay
  },
  {
    name: 'playing a track through the background audio manager',
    langs: ['zh-Hant', 'en'],
    login: 'vip',
    run: playTrack
  },
  {
    name: 'sharing the membership invitation',
    langs: ['zh-Hant', 'en'],
    login: 'vip',
    run: sharing(
      'pages/meditation/invitation',
      tr('gifts.memberInvite.rule2'),
      /^\/commonPage\/pages\/inviteMember\?.*invite_user_id=\d+/,
      (lang) => [INVITER, pick(lang, tr('gifts.memberInvite.offerDesc'))]
    )
  },
  {
    name: 'sharing the friend invitation',
    langs: ['zh-Hant', 'en'],
    login: 'vip',
    run: sharing(
      'mine/pages/invitation/index',
      tr('mine.invitation.rule3'),
      /^\/pages\/meditation\/index\?invite_user_id=\d+$/,
      (lang) => [pick(lang, ['冥想入門七日', 'Seven Days of Meditation'])],
      // spec §3 Invite: the launch keeps the inviter for the friend's login
      (friend) => assert.match(JSON.stringify(friend.wx.storage.get('pendingInvite') ?? null), /"invite_user_id":"?\d+/)
    )
  }
]
