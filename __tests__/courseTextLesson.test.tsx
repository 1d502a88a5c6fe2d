/**
 * Issue 31, a text lesson in the course player, over the real router, stores and HTTP layer: its body shows as plain
 * paragraphs (markup in it is text, never HTML), there is no video; "I've finished reading" at the end reports the
 * lesson read (POST /v2/histories at its reading time) and offers the next lesson. In zh-Hant and English.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { testUtils, emptySettings, findButton, openPage, page, until } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)

const BODY = '坐好，放鬆肩膀。\n\n<b>吸氣</b>時數一，呼氣時數二。\n\n\n數到十再從一開始。'
const textLesson = {
  id: 101,
  title: '第一課：數息',
  duration: 120,
  is_free: 1,
  locked: false,
  video_path: null,
  position: 0,
  kind: 'text',
  text: BODY
}
const videoLesson = {
  id: 102,
  title: '第二課：身體',
  duration: 600,
  is_free: 1,
  locked: false,
  video_path: '/media/l.m3u8',
  position: 0,
  kind: 'video',
  text: null
}
const info = {
  sku: 'c-text',
  id: 1,
  title: '讀的靜心',
  cover: '/media/c.svg',
  teacher: '',
  is_look_back: 0,
  lesson: textLesson,
  lessons: [textLesson, videoLesson],
  access: { can_learn: true, via: 'free', card_level: 0, user_card_level: 0 }
}

const posted: unknown[] = []
const routes = {
  ...emptySettings,
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/course/playInfo/c-text': () => envelope(info),
  'POST /v2/histories': (req: { data: unknown }) => {
    posted.push(typeof req.data === 'string' ? JSON.parse(req.data) : req.data)
    return envelope({ course_id: 1, lesson_id: 101, position: 120 })
  }
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
  // the app's launch settles first (a page opened at once is opened again once the launch ends)
  await openPage('/pages/course/play?sku=c-warm')
  // the warm-up course is not served: the page settles on its error, with a retry
  await findButton('重試')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('a text lesson reads as paragraphs, no video; finished reading reports it read and offers the next lesson', async () => {
  const user = userEvent.setup()
  await openPage('/pages/course/play?sku=c-text')
  const article = within(await screen.findByRole('article', { name: '第一課：數息' }))
  // its paragraphs, the markup in the text shown as text
  article.getByText('坐好，放鬆肩膀。')
  article.getByText('<b>吸氣</b>時數一，呼氣時數二。')
  article.getByText('數到十再從一開始。')
  // a video has no role: looked for as the element
  expect(page().querySelector('video, taro-video-core')).toBeNull()
  expect(screen.getAllByText('閱讀約 2 分鐘').length).toBeGreaterThan(0)

  await user.click(await findButton('我讀完了'))
  await until(() => posted.length > 0)
  expect(posted[0]).toEqual({ course_id: 1, lesson_id: 101, position: 120 })
  await until(
    () =>
      within(page())
        .queryAllByRole('status')
        .some((s) => s.textContent === '已讀完'),
    'read, said'
  )
  await findButton('下一節：第二課：身體')
  expect(screen.queryByText('我讀完了')).toBeNull()
})

test('in English', async () => {
  testUtils.act(() => setLocale('en'))
  await openPage('/pages/course/play?sku=c-text&lesson_id=101')
  await findButton("I've finished reading")
  expect(screen.getAllByText('2 min read').length).toBeGreaterThan(0)
  testUtils.act(() => setLocale('zh-Hant'))
})
