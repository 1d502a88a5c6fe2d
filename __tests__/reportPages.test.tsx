/**
 * The practice report pages over the real router, stores and HTTP layer with a fake backend: the report's
 * figures and its chart's text alternative, a bar's button opening the sessions behind it, and the
 * questionnaire's client validation (the same rules as the server's) stopping a submit.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, path, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import type { ReportDTO, ResearchFormDTO } from '@/protocol/report'

jest.setTimeout(30000)

// the device is in Taipei, like the product's users: times show in the device's zone (issue 32 item 12)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'Asia/Taipei'
}))

const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']
const report: ReportDTO = {
  period: 'week',
  from: days[0],
  to: days[6],
  prev: '2026-11-15',
  next: '2026-11-23',
  minutes: 71,
  sessions: 5,
  days: 3,
  streak: 3,
  buckets: days.map((d, i) => ({
    key: d,
    from: d,
    to: d,
    minutes: [20, 0, 50, 0, 0, 0, 1][i],
    sessions: [2, 0, 2, 0, 0, 0, 1][i]
  })),
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    minutes: hour === 23 ? 15 : 0,
    sessions: hour === 23 ? 2 : 0
  })),
  top_tracks: [{ sku: 'm-1', resource_id: 101, title: '第一天', goods_title: '冥想入門', minutes: 26, sessions: 3 }],
  top_courses: [],
  check_ins: []
}
const form: ResearchFormDTO = {
  code: 'questionnaire',
  title: '練習習慣問卷',
  intro: '',
  submitted_at: null,
  questions: [
    {
      key: 'experience',
      kind: 'single',
      required: true,
      title: '多久了？',
      options: [{ value: 'new', label: '剛開始' }],
      min: 0,
      max: 0
    },
    { key: 'note', kind: 'text', required: false, title: '想說的話', options: [], min: 0, max: 200 }
  ]
}
const sessionQueries: Record<string, unknown>[] = []
const submits: unknown[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 7, nickname: '王小明' }),
    'GET /v3/meditation/report': () => envelope(report),
    'GET /v3/meditation/report/sessions': (req) => {
      sessionQueries.push(Object.fromEntries(new URL(req.url, 'http://api.test').searchParams))
      return envelope({
        list: [
          {
            kind: 'track',
            id: 9,
            sku: 'm-1',
            title: '第一天',
            subtitle: '冥想入門',
            seconds: 900,
            created_at: '2026-11-16T15:30:00Z'
          }
        ],
        page: 1,
        size: 20,
        total: 1,
        has_more: false
      })
    },
    'GET /v3/meditation/userResearchInfo': () => envelope(form),
    'POST /v3/meditation/userResearchData': (req) => {
      submits.push(req.data)
      return envelope({ submitted_at: '2026-11-25T00:00:00Z' })
    }
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
})

const open = (url: string) =>
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })

/** A stat tile of the report, found as screen readers find it: the group named by what its figure counts. */
const tile = (label: string) => within(screen.getByRole('group', { name: label }))

it('shows the figures and the text alternative; a bar opens the sessions of its day', async () => {
  const user = userEvent.setup()
  open('/commonPage/pages/report')
  // the chart's text alternative, then the figures beside it
  const chart = await screen.findByLabelText('每日練習分鐘：共 71 分鐘，最多的是 11/18（50 分鐘）')
  expect(chart.getAttribute('role')).toBe('img')
  expect(tile('練習分鐘').getByText('71')).toBeTruthy()
  expect(tile('練習次數').getByText('5')).toBeTruthy()
  expect(tile('練習天數').getByText('3')).toBeTruthy()
  expect(tile('目前連續天數').getByText('3')).toBeTruthy()
  // each bar is a button named by its figures (in jsdom Taro's Button has no role: found by its text)
  await user.click(screen.getByText('11/16：20 分鐘，2 次，查看明細'))
  await until(() => path() === '/commonPage/pages/mxDetail')
  const row = await screen.findByRole('listitem')
  expect(sessionQueries[0]).toMatchObject({ from: '2026-11-16', to: '2026-11-16' })
  expect(within(row).getByText('冥想 · 冥想入門 · 2026-11-16 23:30')).toBeTruthy()
  expect(within(row).getByText('15 分 0 秒')).toBeTruthy()
})

it('questionnaire: a required question blocks the submit with its message; answered, it is sent', async () => {
  const user = userEvent.setup()
  open('/commonPage/pages/questionnaire')
  const submit = await screen.findByText('送出')
  await user.click(submit)
  await screen.findByText('此題為必填')
  expect(submits).toHaveLength(0)
  const question = screen.getByRole('radiogroup', { name: '多久了？' })
  await user.click(within(question).getByRole('radio', { name: '剛開始' }))
  await user.click(submit)
  await until(() => submits.length === 1)
  expect(submits[0]).toEqual({ code: 'questionnaire', answers: { experience: 'new' } })
})
