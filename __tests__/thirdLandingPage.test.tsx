/**
 * The landing page by id (/third/pages/landing?id=…, issue 31: the landings an operator makes in the console have
 * no page file of their own), over the real router, stores and HTTP layer: a published landing shows the server's
 * blocks in the campaign's language; an unknown or unpublished one (the server's 404) says so in the app's
 * language with a way home instead of a blank or an error; a failed load offers a retry that loads it.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { testUtils, emptySettings, last, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)

const spring = {
  id: 'spring_2027',
  version: 2,
  lang: 'en',
  title: 'Spring mindfulness',
  result_page: 'result_en',
  product: null,
  blocks: [
    { type: 'hero', title: 'Breathe into spring', subtitle: 'Seven evenings of practice', image: null },
    { type: 'points', title: 'What you practise', items: [{ title: 'Breath', text: 'Ten minutes a day' }] },
    {
      type: 'notes',
      title: 'Notes from learners',
      items: [{ id: 'n-1', title: 'My first week', text: 'Calmer mornings.', author: 'Lin', likes: 3, images: [] }]
    }
  ]
}

let failuresLeft = 0
const routes = {
  ...emptySettings,
  'GET /v2/activity/page/spring_2027': () => {
    if (failuresLeft > 0) {
      failuresLeft--
      return { statusCode: 502, body: { code: 5000, msg: '', data: null } }
    }
    // the activity web API answers the page itself, not the envelope (spec §8)
    return { body: spring }
  },
  // the real server's answer for an unknown, draft or unpublished landing
  'GET /v2/activity/page/gone': () => ({ statusCode: 404, body: { code: 4040, msg: '找不到資源', data: null } }),
  'POST /v3/user/behaviors/add': () => envelope({ stored: true }),
  'POST /v3/user/behaviors/time/add': () => envelope({ stored: true })
}

/** The newest landing page (pages below the current one stay in the document). */
const page = () => last('.ld-page')!

/** Relaunches on `url` and waits until its page has replaced the one before (the only page left). */
async function open(url: string) {
  const before = last('.ld-page')
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await until(() => page() && page() !== before && document.querySelectorAll('.ld-page').length === 1, `opened ${url}`)
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  // the first page opened in a fresh app renders its texts late: warm it up
  await open('/third/pages/landing?id=spring_2027')
  await screen.findByRole('heading', { name: 'Breathe into spring' })
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('a published landing opens by its id with its own blocks, in its own language', async () => {
  await open('/third/pages/landing?id=spring_2027')
  await screen.findByRole('heading', { name: 'Breathe into spring' })
  const body = within(page())
  expect(body.getByRole('heading', { name: 'What you practise' })).toBeTruthy()
  expect(body.getByText('Ten minutes a day')).toBeTruthy()
  // the engine's own words follow the campaign (English) though the app is in zh-Hant
  expect(body.getByText('Share')).toBeTruthy()
  expect(page().querySelector('.ld-body')?.getAttribute('data-lang')).toBe('en')
  // the document is in the campaign's language too (set by an effect once the campaign has arrived), although it
  // was opened over another landing whose leaving puts the app's zh-Hant back
  await until(() => document.documentElement.lang === 'en', 'the document in English')
})

test("a note of such a landing opens on the same page by id, not on the rednote campaign's", async () => {
  const user = userEvent.setup()
  await open('/third/pages/landing?id=spring_2027')
  await user.click(await screen.findByRole('link', { name: /My first week/ }))
  await until(() => window.location.hash.includes('note=n-1') && document.querySelectorAll('.ld-page').length === 2)
  expect(window.location.hash).toContain('/third/pages/landing?id=spring_2027&note=n-1')
  await within(page()).findByRole('heading', { name: 'My first week' })
  expect(within(page()).getByText('Calmer mornings.')).toBeTruthy()
})

test('an unknown or unpublished landing says so, with a way home (zh-Hant, then English)', async () => {
  await open('/third/pages/landing?id=gone')
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByRole('heading', { name: '找不到這個活動' })).toBeTruthy()
  expect(within(alert).getByText('這個活動頁面已下架或不存在，看看其他課程吧。')).toBeTruthy()
  expect(within(alert).getByText('回到首頁')).toBeTruthy()

  testUtils.act(() => setLocale('en'))
  await open('/third/pages/landing?id=gone')
  const english = await within(page()).findByRole('alert')
  await within(english).findByRole('heading', { name: 'Campaign not found' })
  expect(within(english).getByText('Back to home')).toBeTruthy()
  testUtils.act(() => setLocale('zh-Hant'))
})

test('no id, or one the server could never have: the same not-found, without asking the server', async () => {
  const seen = installFakeServer(routes)
  await open('/third/pages/landing')
  await within(await within(page()).findByRole('alert')).findByRole('heading', { name: '找不到這個活動' })
  await open('/third/pages/landing?id=..%2Fadmin')
  await within(await within(page()).findByRole('alert')).findByRole('heading', { name: '找不到這個活動' })
  expect(seen.filter((r) => r.path.startsWith('/v2/activity/page'))).toEqual([])
})

test('a failed load shows the error with a retry, and the retry loads the landing', async () => {
  failuresLeft = 1
  const user = userEvent.setup()
  await open('/third/pages/landing?id=spring_2027')
  const alert = await within(page()).findByRole('alert')
  await user.click(within(alert).getByText('重試'))
  await within(page()).findByRole('heading', { name: 'Breathe into spring' })
  expect(failuresLeft).toBe(0)
})
