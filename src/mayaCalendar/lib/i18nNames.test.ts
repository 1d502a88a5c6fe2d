import { test } from 'node:test'
import assert from 'node:assert/strict'
import zh from '../../i18n/zh-Hant/maya'
import en from '../../i18n/en/maya'
import { mayaNamesEn, mayaNamesZhHant, type MayaNames } from './names'

/** The i18n files carry a copy of the names tables (the main package may not import the subpackage). */
function namesOf(ns: Record<string, unknown>): MayaNames {
  const keys = Object.keys(mayaNamesZhHant) as (keyof MayaNames)[]
  return Object.fromEntries(keys.map((k) => [k, ns[k]])) as unknown as MayaNames
}

test('the zh-Hant i18n namespace has exactly the names tables of lib/names', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(namesOf(zh))), JSON.parse(JSON.stringify(mayaNamesZhHant)))
})

test('the en i18n namespace has exactly the names tables of lib/names', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(namesOf(en))), JSON.parse(JSON.stringify(mayaNamesEn)))
})

test('the title uses the traditional form 曆', () => {
  assert.equal(zh.title, '13月亮曆')
})
