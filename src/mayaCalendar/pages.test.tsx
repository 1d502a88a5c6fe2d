/**
 * The calendar's pages in jsdom through the real router, stores and HTTP layer over a fake backend: the
 * information page's error → retry → content, the people page's empty state and validation, the calendar's
 * signature of today. Read as the user meets them: headings, tabs, grid cells and alerts by role, fields by label,
 * buttons and the rest by text; typed and tapped with userEvent.
 */
import Taro from '@tarojs/taro'
import { within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from '../../__tests__/utils/createTaroApp'
import { installFakeServer, envelope } from '../../__tests__/utils/fakeServer'
import { findButton, openPage, page, typeIn } from '../../__tests__/utils/pageHarness'
import { setLocale } from '@/i18n'
import { dreamspell, localIsoDate } from './lib/dreamspell'
import { kinName, mayaNamesZhHant } from './lib/names'
import type { MayaArticleSummaryDTO } from '@/protocol/maya'

jest.setTimeout(30_000)

const ARTICLES: MayaArticleSummaryDTO[] = [
  { id: 1, category: 'calendar', title: '什麼是 13 月亮曆', summary: '簡介', reading_minutes: 2 },
  { id: 6, category: 'seals', title: '20 個圖騰與四種顏色', summary: '圖騰', reading_minutes: 2 }
]

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({})
  await createTaroApp()
})
afterEach(() => {
  Taro.cleanInterceptors()
})

describe('mayaCalendar pages', () => {
  it('information: a failed load shows the error with a retry; retry shows the topics from the server', async () => {
    const user = userEvent.setup()
    let fail = true
    installFakeServer({
      'GET /v3/maya/articles': () =>
        fail ? { statusCode: 500, body: { code: 5000, msg: '伺服器忙碌', data: null } } : envelope(ARTICLES)
    })
    await openPage('/mayaCalendar/pages/information/index')
    await within(page()).findByText('伺服器忙碌')
    fail = false
    await user.click(await findButton('重試', page()))
    await within(page()).findByText('20 個圖騰與四種顏色')
    // the topics, in order, by their headings; the tab bar says where the user is
    expect(
      within(page())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
    ).toEqual(['曆法', '20 個圖騰'])
    expect(within(page()).getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe('知識')
  })

  it('people, logged out: the empty state, then translated validation messages for a bad name and date', async () => {
    const user = userEvent.setup()
    const seen = installFakeServer({})
    await openPage('/mayaCalendar/pages/addKin/index')
    await within(page()).findByText('已儲存的親友')
    await within(page()).findByText('還沒有儲存任何人。輸入姓名與生日，就能看到他的星系印記與神諭。')
    await typeIn(user, '生日', '1899-12-31', page())
    await user.click(await findButton('新增並儲存', page()))
    const alerts = await within(page()).findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual(['請輸入姓名', '生日必須介於 1900 年到 2100 年之間'])
    expect(seen.filter((r) => r.path.startsWith('/v3/maya'))).toEqual([])
  })

  it("calendar: today's signature and a 28-day moon", async () => {
    await openPage('/mayaCalendar/pages/index')
    const today = dreamspell(localIsoDate(new Date()))
    await within(page()).findByText(kinName(today.kin, mayaNamesZhHant))
    within(page()).getByRole('heading', { name: '今日星系印記' })
    within(page()).getByText(`Kin ${today.kin}`)
    expect(within(page()).getAllByRole('gridcell')).toHaveLength(28)
  })
})
