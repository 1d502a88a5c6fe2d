import assert from 'node:assert/strict'
import { test } from 'node:test'
import { downloadPlatform, storeLinkFor, STORE_LINKS } from './downloads'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  miniProgram: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40 miniProgram',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
}

test('the platform from the user agent: WeChat before the OS, iPad as iOS, anything else a desktop', () => {
  assert.equal(downloadPlatform(UA.iphone), 'ios')
  assert.equal(downloadPlatform(UA.ipad), 'ios')
  assert.equal(downloadPlatform(UA.android), 'android')
  assert.equal(downloadPlatform(UA.wechatIos), 'wechat')
  assert.equal(downloadPlatform(UA.miniProgram), 'mini-program')
  assert.equal(downloadPlatform(UA.desktop), 'desktop')
  assert.equal(downloadPlatform(UA.iphone, 'weapp'), 'mini-program')
})

test('each phone gets its store; WeChat, desktop and the mini-program get none (QR instead)', () => {
  assert.equal(storeLinkFor('ios'), STORE_LINKS.ios)
  assert.equal(storeLinkFor('android'), STORE_LINKS.android)
  for (const p of ['wechat', 'desktop', 'mini-program'] as const) assert.equal(storeLinkFor(p), null)
})
