import assert from 'node:assert/strict'
import { test } from 'node:test'
import { qrDataUrl } from './qr'

test('a QR image URL is a GIF data URL that changes with the text', () => {
  const a = qrDataUrl('https://x.example/mine/pages/presentManage/give?token=abc')
  assert.match(a, /^data:image\/gif;base64,/)
  assert.notEqual(a, qrDataUrl('https://x.example/mine/pages/presentManage/give?token=abd'))
})
