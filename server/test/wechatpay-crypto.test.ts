// test-engine: none
/**
 * WeChat Pay v3 signatures and notification decryption against the published vectors (providers-notes §1.2, §1.5)
 * and round trips with generated keys.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import { test } from 'node:test'
import {
  decryptResource,
  encryptResource,
  parseAuthorization,
  requestMessage,
  requestPaymentParams,
  responseMessage,
  signMessage,
  signRequest,
  verifyMessage,
  verifySigned
} from '../src/providers/wechatpay/crypto'

/**
 * TEST-ONLY KEY. WeChat Pay's published example merchant key (its signature how-to pages; reproduced in
 * wechatpay-apiv3/wechatpay-skills 签名与验签规则.md §三). Public, never a real merchant's key; it exists here to
 * reproduce the official paySign vector.
 */
const WECHAT_DOC_TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCm2mb6q8gMKH/3
CNTbpJAIrbqiBiQGEOtjGcBrDYltsGynWgNscqT7WvfzU14FQbYcQUC5T4Wvva7m
i3fIp3OgX8VqMDNA0qebnr38Pe6kqiLyZgFpJPXlSKDyPyqhRbVTbXssvSMQeVKc
dXeVxoNNeoOlNFHgF/P0io6AmAVnz+hN8SiZKuOsth5/zUTLGvtkgxBcQooQrtXh
RcpLT798OyIb9xeJ2HO3xRtMv2+perEzb4gMibI74UBz+2QEbnkubPE+2jU2rRZu
dnNEz/BPOt3Qj/w2V6/G0VumGDh6+UeMU0jv4aupHztWITC4Akn0l7lBCNy3lgl8
VFaJnkIxAgMBAAECggEAYGL8aESB7NwciDWW2UdoWUsa7GxFtSdjAz2mFXGdeTsY
mVh7b9OOkRGM+Qio4LqEHDBp1mMk5E/cUJwy1zw8pGGO5nfvs7u9TT3XnHaefIs4
YvUgTYAneIuLRkXNN5rQU+CD7mVYczTSz0Vgjqo9wa1LjUz7G0xbBmJgTdMEFGJs
eJjy6AbJo0CGIwp6HJbTm4CmOUgXnnDAIbEGTIRImkZFH/rzneIeR7oZ77FVwxr1
CZB2gfRCov/yRPbw8vnryYkmvQ7D/ze3j5097vRg/MoDGBSdoOwcmo75vyofr0AS
zytMjmHYyifqkf5slPropSiJeGf4p/7gtKyF6dE/XQKBgQDVAlJ+4U5ZVGOuDc3+
sAhz8CTzgFNlq9vKuSoFK6hOz2L+cwj+E7NXGkOe2DsHHZNy2Xqxk7caKhPEp1z9
hhpMpyLVMoFt6CKemyoRBWDCQwLLwem9SZF/IAyovBkLiH36P42Jm26gUkNMKC/5
Zhtqxf6RZgRQzbVudJi47vIRCwKBgQDIh0+v27Oo+DM3fhObH4I1NrXpWOEGH7OQ
G1dEsMuFYF4hjGhg0kBEP3w9vVdl2+mRllZKTsx9oqjb8OibPLLIH8xsdbAB0WLf
JvjLu4wl/ILUzN1RI03dWnnv2EnEeQn6c3hizvrJ9wR5U4ue9RPVnQooJ0hZF1PU
uCL5fWK3MwKBgElReU/PAYbh80WP3t3Rfbdaa32dKBeQ5iCLR5lsA4zM+YgX1HqQ
EWTj126vgvHaDkyz6vWAoL/Sx+cirHFfXWIRDX5Q2hgYlQH+6qXdMgbrxeSYpHnQ
/tHBGFpkFELSAnrGsVMyOwvYBO4LzyeLK9i+ufcWJFoj1FVmsMLHDG8tAoGARdbi
iQQCoYG4DMarO2aQ6cmhN6EN1h0qY7EyBqlwaIZ0okiNfdMcMOjPc41DKCWcRmlO
qlihXcxN9TQFPzO3rH1urAOdBjUPs1qWYhZyrDQyuLyVBBJApyxAtajloDjrob+f
mQIvVDHk7ACN6xG+E7K6+9salnTKbJapD618uQMCgYBNy6XUvzLkP/A1U/UZdtcx
l8GwU/dturLxz4CyGbqDw4ubaYY2e13lnqHUqQgPtiSyH51nq3tdo8G0YAJdfkSv
KvnfslW91fyEBUKnkdW1o3/1UFU/wprZ7ixVL/F42A4xDu7OFE8EnweJOZ0jWceE
OdhCkaIGBCfRnlECRK8UyQ==
-----END PRIVATE KEY-----`

const TS = 1554208460
const NONCE = '593BEC0C930BF1AFEB40B4A08C8FB242'

test('paySign: the official mini-program vector (4 lines, package with prepay_id=)', () => {
  const p = requestPaymentParams({
    appId: 'wx2421b1c4370ec43b',
    prepayId: 'wx201410272009395522657a690389285100',
    privateKey: WECHAT_DOC_TEST_KEY,
    nowMs: TS * 1000,
    nonce: NONCE
  })
  assert.deepEqual(
    { ...p, paySign: undefined },
    {
      timeStamp: '1554208460',
      nonceStr: NONCE,
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: undefined
    }
  )
  assert.equal(
    p.paySign,
    'mI35pfNEQV6777ke/1T+LJLQDNTm7yeoUJH+j/adPGhmCCi0PbgkvYQTRcXH0uibcLVtvFLdGLpmoYO9FV6lBBsTAjuhh5YOvQi0e2g3e0yytitiNET9FEuqM0pjnKfRW4K6LIZDdbWJv9KhZUx3DrJa5TL7OJ7VdADVivxVySIlPVKjGwuCXzuXSJes0UcILgWQUMyha5/3nYofuHtS7r+KYyMuxD+oJ9VM1Qdxk4UIG59CP5Y3wtYIFybyF3bdu1caHTRRX+DLyMXyYA/IrTmiW01c4RPjpHBX5Dk1sZyY1zVsWNsvMHr2e1NTWtBxKJ+qk5N61J7caYoepHFaxw=='
  )
})

test('request signature: the documented GET vector, five lines ending in \\n (empty body)', () => {
  const message = requestMessage('GET', '/v3/certificates', String(TS), NONCE, '')
  assert.equal(message, `GET\n/v3/certificates\n${TS}\n${NONCE}\n\n`)
  assert.ok(signMessage(message, WECHAT_DOC_TEST_KEY).startsWith('JNEITrKv8DWEtBJGZtxG9ARa+eIZDIn1Ht3MQM5j'))
})

test('request signature: the Authorization header parses back and verifies over the exact body', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const body = '{"amount":{"total":100,"currency":"TWD"},"description":"冥想"}'
  const header = signRequest({
    method: 'POST',
    pathAndQuery: '/v3/global/transactions/jsapi',
    body,
    mchid: '1900000109',
    serialNo: 'ABC123',
    privateKey,
    nowMs: TS * 1000 + 999
  })
  assert.match(header, /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="[0-9A-F]{32}",signature="/)
  const auth = parseAuthorization(header)!
  assert.equal(auth.timestamp, String(TS), 'seconds, not milliseconds')
  const msg = (b: string) => requestMessage('POST', '/v3/global/transactions/jsapi', auth.timestamp, auth.nonce_str, b)
  assert.ok(verifyMessage(msg(body), auth.signature, publicKey))
  assert.ok(!verifyMessage(msg(body.replace('100', '101')), auth.signature, publicKey), 'another body fails')
  assert.equal(parseAuthorization('Bearer x'), null)
  assert.equal(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1"'), null)
})

test('answers and notifications: verified by serial, within 300 s, not a SIGNTEST probe', () => {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const keys = new Map([['SERIAL1', platform.publicKey]])
  const body = '{"prepay_id":"wx1"}'
  const headers = (ts: number, key = platform.privateKey, serial = 'SERIAL1', sig?: string) => ({
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': NONCE,
    'wechatpay-signature': sig ?? signMessage(responseMessage(String(ts), NONCE, body), key),
    'wechatpay-serial': serial
  })
  const now = TS * 1000
  assert.equal(verifySigned(headers(TS), body, keys, now), null)
  assert.equal(verifySigned(headers(TS - 300), body, keys, now), null, '300 s is still inside')
  assert.equal(verifySigned(headers(TS - 301), body, keys, now), 'timestamp')
  assert.equal(verifySigned(headers(TS + 301), body, keys, now), 'timestamp')
  assert.equal(verifySigned(headers(TS, other.privateKey), body, keys, now), 'signature')
  assert.equal(verifySigned(headers(TS), body + ' ', keys, now), 'signature', 'a re-serialised body fails')
  assert.equal(verifySigned(headers(TS, platform.privateKey, 'PUB_KEY_ID_X'), body, keys, now), 'unknownSerial')
  assert.equal(
    verifySigned(headers(TS, platform.privateKey, 'SERIAL1', 'WECHATPAY/SIGNTEST/abc'), body, keys, now),
    'probe'
  )
  assert.equal(verifySigned({ ...headers(TS), 'wechatpay-nonce': undefined }, body, keys, now), 'missing')
  // both keys configured while a merchant moves from certificates to the public key
  keys.set('PUB_KEY_ID_0114232134912410000000000000', other.publicKey)
  assert.equal(
    verifySigned(headers(TS, other.privateKey, 'PUB_KEY_ID_0114232134912410000000000000'), body, keys, now),
    null
  )
})

test('resource: AES-256-GCM with the APIv3 key, the AAD and the 12-character nonce; tampering fails', () => {
  const key = '0123456789abcdef0123456789ABCDEF'
  const plain = JSON.stringify({ out_trade_no: 'JX1', trade_state: 'SUCCESS', amount: { total: 100 } })
  const r = encryptResource(plain, key, 'transaction', 'transaction')
  assert.equal(r.nonce.length, 12)
  assert.equal(decryptResource(r, key), plain)
  assert.throws(() => decryptResource({ ...r, associated_data: 'certificate' }, key))
  assert.throws(() => decryptResource(r, 'x'.repeat(32)))
  const bytes = Buffer.from(r.ciphertext, 'base64')
  bytes[0] ^= 1
  assert.throws(() => decryptResource({ ...r, ciphertext: bytes.toString('base64') }, key))
  assert.throws(() => decryptResource({ ...r, algorithm: 'AES_256_CBC' }, key))
})
