/**
 * zh-Hant speaks Taiwan usage (issue 32 item 13): no mainland vocabulary in what a zh-Hant user reads — the app's
 * zh-Hant texts, the page titles the page configs declare, the server's own messages and the seeded catalogue —
 * and the phone number starts at +886. "微信支付" (WeChat Pay) is a brand name and stays.
 */
import { readFileSync, readdirSync, statSync } from 'fs'
import { join, relative } from 'path'
import { DEFAULT_NATION_CODE } from '@/utils/constants'

const ROOT = join(__dirname, '..')

/** Mainland word → the Taiwan word the app uses instead. */
const MAINLAND: Record<string, string> = {
  二維碼: 'QR 碼',
  二维码: 'QR 碼',
  音頻: '音訊',
  視頻: '影片',
  用戶: '會員 / 使用者',
  支付: '付款',
  登錄: '登入',
  信息: '訊息 / 資訊',
  默認: '預設'
}

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path, keep)
    return keep(path) ? [path] : []
  })
}

/** Every mainland word in the file's text, outside comments, with its line ("file:line word"). */
function mainlandWords(path: string): string[] {
  const found: string[] = []
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return
      const text = line.replace(/微信支付/g, '')
      for (const word of Object.keys(MAINLAND))
        if (text.includes(word)) found.push(`${relative(ROOT, path)}:${i + 1} ${word} → ${MAINLAND[word]}`)
    })
  return found
}

test('no mainland vocabulary in the zh-Hant texts, page titles, server messages and seeded content', () => {
  const sources = [
    ...files(join(ROOT, 'src/i18n/zh-Hant'), (p) => p.endsWith('.ts')),
    ...files(join(ROOT, 'src'), (p) => p.endsWith('.config.ts')),
    join(ROOT, 'server/src/i18n.ts'),
    ...files(join(ROOT, 'server/src/db/seed'), (p) => p.endsWith('.ts'))
  ]
  expect(sources.length).toBeGreaterThan(100)
  expect(sources.flatMap(mainlandWords)).toEqual([])
})

test('a phone number starts at +886', () => {
  expect(DEFAULT_NATION_CODE).toBe('886')
})
