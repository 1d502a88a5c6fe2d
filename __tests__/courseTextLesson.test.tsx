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
import { testUtils, emptySettings, until } from './utils/pageHarness'
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

async function open(url: string) {
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await new Promise((r) => setTimeout(r, 0))
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
  // the app's launch settles first (a page opened at once is opened again once the launch ends)
  await open('/pages/course/play?sku=c-warm')
  await until(() => document.body.textContent?.includes('c-warm') || document.querySelector('.state-view--error'))
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('a text lesson reads as paragraphs, no video; finished reading reports it read and offers the next lesson', async () => {
  const user = userEvent.setup()
  await open('/pages/course/play?sku=c-text')
  const article = await until(() => document.querySelector<HTMLElement>('.lesson-text__body'))
  expect(article.getAttribute('role')).toBe('article')
  expect(article.getAttribute('aria-label')).toBe('第一課：數息')
  const paragraphs = [...article.querySelectorAll('.lesson-text__p')].map((p) => p.textContent)
  expect(paragraphs).toEqual(['坐好，放鬆肩膀。', '<b>吸氣</b>時數一，呼氣時數二。', '數到十再從一開始。'])
  expect(article.querySelector('b')).toBeNull()
  expect(document.querySelector('.course-play__video, video')).toBeNull()
  expect(screen.getAllByText('閱讀約 2 分鐘').length).toBeGreaterThan(0)

  await user.click(screen.getByText('我讀完了'))
  await until(() => posted.length > 0)
  expect(posted[0]).toEqual({ course_id: 1, lesson_id: 101, position: 120 })
  const lessonView = article.closest('.lesson-text') as HTMLElement
  const done = await within(lessonView).findByRole('status')
  expect(done.textContent).toContain('已讀完')
  expect(screen.getByText('下一節：第二課：身體')).toBeTruthy()
  expect(screen.queryByText('我讀完了')).toBeNull()
})

test('in English', async () => {
  testUtils.act(() => setLocale('en'))
  await open('/pages/course/play?sku=c-text&lesson_id=101')
  await until(() => screen.queryAllByText("I've finished reading").length > 0)
  expect(screen.getAllByText('2 min read').length).toBeGreaterThan(0)
  testUtils.act(() => setLocale('zh-Hant'))
})
