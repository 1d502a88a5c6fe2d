/**
 * Course notes and homework (issue 33) over the real router, stores and HTTP layer: Me's 我的筆記 page (notes, the
 * Homework tab with a teacher's reply, empty and error states, a note deleted) and the learning notes store the
 * course player's lesson panel uses (a lesson without homework, a refused note kept as its message). The page is
 * read as the user meets it: its tabs and their panels, the buttons by name, the rest by text; tapped with userEvent.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { findButton, openPage } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'Asia/Taipei'
}))

const paged = (list: unknown[]) => ({ list, page: 1, size: 20, total: list.length, has_more: false })
const ref = {
  lesson_id: 101,
  lesson_title: '認識正念',
  course_id: 1,
  course_sku: 'c-mindfulness',
  course_title: '正念基礎八週課'
}
let notes = [
  {
    id: 7,
    content: '呼吸時肩膀放鬆',
    created_at: '2026-11-24T14:50:00.000Z',
    updated_at: '2026-11-24T14:50:00.000Z',
    ...ref
  }
]
let answersFail = true
const answer = {
  id: 3,
  content: '我注意到呼吸變慢了',
  images: [],
  author: { id: 9, nickname: 'N' },
  mine: true,
  reply: { content: '很好的觀察', teacher: '林老師', replied_at: '2026-11-25T01:00:00.000Z' },
  created_at: '2026-11-24T15:00:00.000Z',
  ...ref
}

const routes = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
  'GET /v3/course/notes': () => envelope(paged(notes)),
  'DELETE /v3/course/notes/7': () => {
    notes = []
    return envelope({ id: 7, deleted: true })
  },
  'POST /v3/course/notes': () => envelope(null, 4000, '內容含有不允許的字詞'),
  'GET /v3/course/homework/answers': () =>
    answersFail ? { statusCode: 500, body: { code: 5000, msg: '', data: null } } : envelope(paged([answer])),
  'GET /v3/course/lessons/103/homework': () => ({ statusCode: 404, body: { code: 4040, msg: '', data: null } }),
  'GET /v3/course/lessons/101/homework': () => envelope({ lesson_id: 101, prompt: '專注呼吸五分鐘', answers: [answer] })
}
let seen: { method: string; path: string }[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  seen = installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('my notes: a note names its lesson; deleting asks first; then the empty state', async () => {
  const user = userEvent.setup()
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
  await openPage('/mine/pages/notes/index')
  expect((await screen.findByRole('tab', { name: '筆記' })).getAttribute('aria-selected')).toBe('true')
  const panel = screen.getByRole('tabpanel', { name: '筆記' })
  await within(panel).findByText('呼吸時肩膀放鬆')
  within(panel).getByText('正念基礎八週課 · 認識正念')
  within(panel).getByText('2026-11-24')
  await user.click(within(panel).getByRole('button', { name: '刪除筆記：呼吸時肩膀放鬆' }))
  expect(modal).toHaveBeenCalledTimes(1)
  await within(panel).findByText('還沒有筆記，在課程播放頁寫下第一則吧')
  expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v3/course/notes/7')).toBe(true)
})

test('my notes, Homework tab: a failed load offers a retry; the answer shows the teacher’s reply', async () => {
  const user = userEvent.setup()
  await openPage('/mine/pages/notes/index?tab=homework')
  const panel = await screen.findByRole('tabpanel', { name: '作業' })
  expect(await within(panel).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('伺服器忙碌中'))
  answersFail = false
  await user.click(await findButton('重試', panel))
  await within(panel).findByText('我注意到呼吸變慢了')
  within(panel).getByText('林老師的回覆')
  within(panel).getByText('很好的觀察')
})

test('the lesson panel store: a lesson without homework; a refused note is kept as its message', async () => {
  const store = rootStore.learningNotes
  await store.openLesson(103)
  expect(store.homeworkState).toBe('none')
  expect(store.notesState).toBe('ready')
  expect(await store.addNote('一起去赌博')).toBe(false)
  expect(store.noteWriteError).toBe('內容含有不允許的字詞')
  await store.openLesson(101)
  expect(store.homeworkState).toBe('ready')
  expect(store.homework?.answers[0].reply?.teacher).toBe('林老師')
  expect(store.noteWriteError).toBe('')
})
