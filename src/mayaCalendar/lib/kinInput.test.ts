import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  KIN_NAME_MAX,
  displayLength,
  kinKey,
  kinsToMerge,
  normaliseBirthday,
  normaliseKinInput,
  validateBirthday,
  validateKinInput,
  validateKinName
} from './kinInput'
import { displayLength as appDisplayLength } from '../../utils/validators'

test('name: required after trimming, at most 20 counting non-ASCII as two', () => {
  assert.equal(validateKinName(''), 'nameRequired')
  assert.equal(validateKinName('   '), 'nameRequired')
  assert.equal(validateKinName('a'.repeat(KIN_NAME_MAX)), undefined)
  assert.equal(validateKinName('a'.repeat(KIN_NAME_MAX + 1)), 'nameTooLong')
  assert.equal(validateKinName('林'.repeat(10)), undefined)
  assert.equal(validateKinName('林'.repeat(10) + 'a'), 'nameTooLong')
  assert.equal(validateKinName(`  ${'林'.repeat(10)}  `), undefined, 'surrounding spaces do not count')
})

test('displayLength is the app-wide rule of spec §5', () => {
  for (const s of ['', 'abc', '王小明', 'Ann 王', '😀x']) assert.equal(displayLength(s), appDisplayLength(s), s)
})

test('birthday: real dates from 1900 to 2100 only, with distinct reasons', () => {
  assert.equal(validateBirthday('2000-02-29'), undefined)
  assert.equal(validateBirthday('1990-07-25'), undefined)
  assert.equal(validateBirthday('1900-01-01'), undefined)
  assert.equal(validateBirthday('2100-12-31'), undefined)
  assert.equal(validateBirthday(''), 'dateRequired')
  assert.equal(validateBirthday('yesterday'), 'dateFormat')
  assert.equal(validateBirthday('1990-7'), 'dateFormat')
  assert.equal(validateBirthday('2001-02-29'), 'dateInvalid')
  assert.equal(validateBirthday('1900-02-29'), 'dateInvalid', '1900 is not a leap year')
  assert.equal(validateBirthday('2023-04-31'), 'dateInvalid')
  assert.equal(validateBirthday('1899-12-31'), 'dateRange')
  assert.equal(validateBirthday('2101-01-01'), 'dateRange')
})

test('typed dates are normalised: 2000/2/29, 2000.2.29, 2000-2-29', () => {
  assert.equal(normaliseBirthday(' 2000/2/29 '), '2000-02-29')
  assert.equal(normaliseBirthday('2000.2.29'), '2000-02-29')
  assert.equal(normaliseBirthday('2000-2-9'), '2000-02-09')
  assert.equal(validateBirthday('1990/7/25'), undefined)
  assert.deepEqual(normaliseKinInput({ name: '  Ann   Lee ', birthday: '1990/7/25' }), {
    name: 'Ann Lee',
    birthday: '1990-07-25'
  })
})

test('validateKinInput reports both fields', () => {
  assert.deepEqual(validateKinInput({ name: '', birthday: '2001-02-29' }), {
    name: 'nameRequired',
    birthday: 'dateInvalid'
  })
  assert.deepEqual(validateKinInput({ name: 'Ann', birthday: '2000-02-29' }), {})
})

test('kinsToMerge: skips people already in the account, repeats and invalid entries; respects the cap', () => {
  const existing = [{ name: 'Ann', birthday: '1990-07-25' }]
  const incoming = [
    { name: 'ann ', birthday: '1990/7/25', id: 'a' },
    { name: 'Bo', birthday: '2000-02-29', id: 'b' },
    { name: 'Bo', birthday: '2000-02-29', id: 'c' },
    { name: '', birthday: '2000-01-01', id: 'd' },
    { name: 'Cy', birthday: '2001-02-29', id: 'e' },
    { name: 'Di', birthday: '1985-01-01', id: 'f' }
  ]
  assert.deepEqual(
    kinsToMerge(existing, incoming).map((k) => k.id),
    ['b', 'f']
  )
  assert.deepEqual(
    kinsToMerge(existing, incoming, 2).map((k) => k.id),
    ['b']
  )
  assert.equal(kinKey({ name: ' ANN', birthday: '1990-7-25' }), kinKey({ name: 'ann', birthday: '1990-07-25' }))
})
