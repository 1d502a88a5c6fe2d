import { Translator } from '@/i18n/translate'

const tr = new Translator('zh-Hant')
tr.add('zh-Hant', { a: { hi: '你好，{{name}}', only: '只有中文', n: '{{count}} 首' }, top: '頂' })
tr.add('en', { a: { hi: 'Hi {{ name }}, {{name}}', n_one: '{{count}} track', n_other: '{{count}} tracks' } })

test('dotted keys, placeholders (spaces allowed, absent ones left as written) and the fallback chain', () => {
  expect(tr.t('en', 'a.hi', { name: 'Ann' })).toBe('Hi Ann, Ann')
  expect(tr.t('en', 'a.hi')).toBe('Hi {{ name }}, {{name}}')
  expect(tr.t('en', 'a.hi', { name: 0 })).toBe('Hi 0, 0')
  expect(tr.t('en', 'a.only')).toBe('只有中文')
  expect(tr.t('en', 'top')).toBe('頂')
  expect(tr.t('en', 'a.missing')).toBe('a.missing')
  expect(tr.t('en', 'a')).toBe('a')
})

test('a numeric count picks the plural form of the locale, else the plain key', () => {
  expect(tr.t('en', 'a.n', { count: 1 })).toBe('1 track')
  expect(tr.t('en', 'a.n', { count: 3 })).toBe('3 tracks')
  expect(tr.t('zh-Hant', 'a.n', { count: 3 })).toBe('3 首')
  expect([tr.exists('a.n'), tr.exists('a.nope'), tr.exists('a.n', 'en'), tr.has('en'), tr.has('fr')]).toEqual([
    true,
    false,
    true,
    true,
    false
  ])
})
