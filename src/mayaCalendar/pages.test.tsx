/**
 * The calendar's pages in jsdom through the real router, stores and HTTP layer over a fake backend: the
 * information page's error → retry → content, the people page's empty state and validation, the calendar's
 * signature of today.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from '../../__tests__/utils/createTaroApp'
import { installFakeServer, envelope } from '../../__tests__/utils/fakeServer'
import { setLocale } from '@/i18n'
import { dreamspell, localIsoDate } from './lib/dreamspell'
import { kinName, mayaNamesZhHant } from './lib/names'
import type { MayaArticleSummaryDTO } from '@/protocol/maya'

const testUtils = new TestUtils()
const q = testUtils.queries

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

const open = (url: string) =>
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
const click = (el: Element) =>
  testUtils.act(() => {
    testUtils.fireEvent.click(el)
  })

describe('mayaCalendar pages', () => {
  it('information: a failed load shows the error with a retry; retry shows the topics from the server', async () => {
    let fail = true
    installFakeServer({
      'GET /v3/maya/articles': () =>
        fail ? { statusCode: 500, body: { code: 5000, msg: '伺服器忙碌', data: null } } : envelope(ARTICLES)
    })
    open('/mayaCalendar/pages/information/index')
    await q.waitForQueryByText('伺服器忙碌')
    fail = false
    click((await q.waitForQueryByText('重試')) as Element)
    await q.waitForQueryByText('20 個圖騰與四種顏色')
    expect(Array.from(document.querySelectorAll('.info-topic')).map((e) => e.getAttribute('data-category'))).toEqual([
      'calendar',
      'seals'
    ])
    expect(document.querySelector('.maya-tab-bar__item--active')?.getAttribute('data-path')).toBe(
      '/mayaCalendar/pages/information/index'
    )
  })

  it('people, logged out: the empty state, then translated validation messages for a bad name and date', async () => {
    const seen = installFakeServer({})
    open('/mayaCalendar/pages/addKin/index')
    await q.waitForQueryByText('已儲存的親友')
    expect(document.querySelector('.kin-list__empty')).not.toBeNull()
    const birthday = (await q.waitForQuerySelector('.kin-form__birthday input')) as HTMLInputElement
    testUtils.act(() => {
      birthday.value = '1899-12-31'
      testUtils.fireEvent.input(birthday)
    })
    click(document.querySelector('.kin-form__submit')!)
    await q.waitForQueryByText('請輸入姓名')
    await q.waitForQueryByText('生日必須介於 1900 年到 2100 年之間')
    expect(seen.filter((r) => r.path.startsWith('/v3/maya'))).toEqual([])
  })

  it("calendar: today's signature and a 28-day moon", async () => {
    open('/mayaCalendar/pages/index')
    const today = dreamspell(localIsoDate(new Date()))
    await q.waitForQueryByText(kinName(today.kin, mayaNamesZhHant))
    expect(document.querySelector('.maya-today')?.getAttribute('data-kin')).toBe(String(today.kin))
    expect(document.querySelectorAll('.moon-grid__day')).toHaveLength(28)
  })
})
