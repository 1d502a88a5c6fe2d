import assert from 'node:assert/strict'
import { defaultPlan, formatAmount, normalizeCode, perMonth, savingPercent } from './money'

test('formatAmount groups thousands and keeps cents only when present', () => {
  assert.equal(formatAmount(588), '588')
  assert.equal(formatAmount(1999), '1,999')
  assert.equal(formatAmount(1234567), '1,234,567')
  assert.equal(formatAmount(49.5), '49.5')
  assert.equal(formatAmount(0.05), '0.05')
})

test('perMonth and savingPercent', () => {
  assert.equal(perMonth(588, 365), 48)
  assert.equal(perMonth(68, 30), 68)
  assert.equal(savingPercent(588, 1176), 50)
  assert.equal(savingPercent(68, 98), 31)
  assert.equal(savingPercent(100, 100), 0)
  assert.equal(savingPercent(100, 0), 0)
})

test('defaultPlan picks the cheapest per day', () => {
  const month = { days: 30, price: 68 }
  const year = { days: 365, price: 588 }
  assert.equal(defaultPlan([month, year]), year)
  assert.equal(defaultPlan([]), null)
})

test('normalizeCode', () => {
  assert.equal(normalizeCode(' jxvip-30 demo1 '), 'JXVIP30DEMO1')
})
