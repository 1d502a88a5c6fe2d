/**
 * Course notes and homework answers (issue 33), in the built H5 app against the real server: under the course
 * player a learner writes a private note, edits it, is refused a banned word in place, hands in the lesson's
 * homework; the demo teacher replies (the teacher's API); the reply shows under the answer on the lesson and in
 * Me's 我的筆記 / My notes, where a note is deleted after asking. Each screen is captured (with axe) in zh-Hant and
 * English.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'

const T = {
  zh: {
    notes: '我的筆記',
    save: '儲存筆記',
    edit: '編輯',
    update: '更新',
    banned: '不允許的字詞',
    homework: '課後作業',
    prompt: '專注呼吸五分鐘',
    submit: '提交作業',
    waiting: '等待老師回覆',
    reply: '直播老師的回覆',
    homeworkTab: '作業',
    remove: '刪除',
    empty: '還沒有筆記',
    where: '正念基礎八週課 · 認識正念',
    login: '登入後可以寫筆記、交作業'
  },
  en: {
    notes: 'My notes',
    save: 'Save note',
    edit: 'Edit',
    update: 'Update',
    banned: 'not allowed',
    homework: 'Homework',
    prompt: 'follow your breath',
    submit: 'Hand in',
    waiting: 'Waiting for the teacher’s reply',
    reply: 'Reply from 直播老師',
    homeworkTab: 'Homework',
    remove: 'Delete',
    empty: 'No notes yet',
    where: 'Eight Weeks of Mindfulness · What Is Mindfulness',
    login: 'Log in to take notes and hand in homework'
  }
}

const LESSON = '/pages/course/play?sku=c-mindfulness&lesson_id=101'
const field = (scope: import('@playwright/test').Locator) =>
  scope.locator('.lesson-notes__text textarea, textarea.lesson-notes__text').first()

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`a learner's notes and homework on a lesson and in Me (${lang})`, async ({ browser, request }) => {
    test.setTimeout(90_000)
    const L = T[lang]
    const token = await loginByEmail(request, uniqueEmail('notes'))
    const page = await pageAs(browser, token, lang)
    await page.goto(LESSON)

    // a note: written, shown, edited in place
    const notes = page.locator('[data-section="notes"]')
    await expect(notes.getByRole('heading', { name: L.notes })).toBeVisible()
    await field(notes).fill('呼吸時肩膀放鬆 — shoulders down')
    await notes.getByRole('button', { name: L.save }).click()
    const item = notes.locator('.lesson-notes__item').first()
    await expect(item).toContainText('呼吸時肩膀放鬆 — shoulders down')
    await item.getByRole('button', { name: new RegExp(`^${L.edit}`) }).click()
    await field(item).fill('改過：shoulders down, jaw loose')
    await item.getByRole('button', { name: L.update }).click()
    await expect(notes.locator('.lesson-notes__item').first()).toContainText('改過：shoulders down, jaw loose')
    // the community's banned words, refused in place; nothing stored
    await field(notes).fill('週末一起去赌博')
    await notes.getByRole('button', { name: L.save }).click()
    await expect(notes.getByRole('alert')).toContainText(L.banned)
    await expect(notes.locator('.lesson-notes__item')).toHaveCount(1)

    // the lesson's homework, handed in
    const hw = page.locator('[data-section="homework"]')
    await expect(hw.getByRole('heading', { name: L.homework, exact: true })).toBeVisible()
    await expect(hw.locator('.lesson-notes__prompt')).toContainText(L.prompt)
    await field(hw).fill('我注意到呼吸變慢了')
    await hw.getByRole('button', { name: L.submit }).click()
    const answer = hw.locator('[data-answer]')
    await expect(answer).toContainText(L.waiting)
    // editing the text again clears the refusal
    await field(notes).fill('')
    await expect(notes.getByRole('alert')).toBeHidden()
    await shot(page, `notes-lesson-${lang}`, { fullPage: true })

    // the demo teacher replies
    const teacher = await api<{ token: string }>(request, {
      method: 'POST',
      path: '/v3/user/password/login',
      data: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
    })
    const id = Number(await answer.getAttribute('data-answer'))
    const replied = await api(request, {
      method: 'PUT',
      path: `/v3/course/homework/answers/${id}/reply`,
      data: { content: '很好的觀察，明天試試十分鐘。' },
      token: teacher.data.token
    })
    expect(replied.code).toBe(0)
    await page.reload()
    await expect(page.locator('[data-section="homework"] [data-reply="1"]')).toContainText(L.reply)
    await expect(page.locator('[data-section="homework"] [data-reply="1"]')).toContainText('很好的觀察')

    // Me → 我的筆記 / My notes
    await page.goto('/mine/pages/index')
    await page.getByText(L.notes, { exact: true }).click()
    await expect(page).toHaveURL(/\/mine\/pages\/notes\/index/)
    const card = page.locator('.my-notes__card').first()
    await expect(card).toContainText(L.where)
    await expect(card).toContainText('改過：shoulders down, jaw loose')
    await shot(page, `notes-mine-${lang}`)
    await page.getByRole('tab', { name: L.homeworkTab }).click()
    await expect(page.locator('.my-notes [data-reply="1"]')).toContainText('很好的觀察')
    await shot(page, `notes-mine-homework-${lang}`)
    await page.getByRole('tab', { name: lang === 'en' ? 'Notes' : '筆記' }).click()
    await page
      .locator('.my-notes__card')
      .first()
      .getByRole('button', { name: new RegExp(`^${L.remove}`) })
      .click()
    await page.locator('.taro-model__confirm').click()
    await expect(page.getByText(L.empty)).toBeVisible()
    await page.context().close()
  })
}

test('a visitor on a lesson is asked to log in to take notes', async ({ browser }) => {
  const page = await pageAs(browser, null, 'zh')
  await page.goto(LESSON)
  await expect(page.getByText(T.zh.login)).toBeVisible()
  await page.context().close()
})
