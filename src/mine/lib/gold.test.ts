import assert from 'node:assert/strict'
import { test } from 'node:test'
import { goldFigure, goldShort, monthParts, newExchangeKey, signedGold } from './gold'

test('gold figures have thousands separators and signs', () => {
  assert.equal(goldFigure(1200), '1,200')
  assert.equal(signedGold(100), '+100')
  assert.equal(signedGold(-1200), '−1,200')
  assert.equal(signedGold(0), '+0')
})

test('month parts and the gold short of a price', () => {
  assert.deepEqual(monthParts('2026-01'), { y: '2026', m: '1' })
  assert.equal(goldShort(100, 400), 300)
  assert.equal(goldShort(500, 400), 0)
})

test('exchange keys match the server pattern and differ', () => {
  const a = newExchangeKey()
  assert.match(a, /^[A-Za-z0-9_-]{8,64}$/)
  assert.notEqual(a, newExchangeKey())
})
