import assert from 'node:assert/strict'
import { test } from 'node:test'
import { downloadPlatform, hasDownloads, storeLinkFor } from './downloads'

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

const STORES = { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/x' }

test('each phone gets its store; WeChat, desktop and the mini-program get none (QR instead)', () => {
  assert.equal(storeLinkFor('ios', STORES), STORES.ios)
  assert.equal(storeLinkFor('android', STORES), STORES.android)
  for (const p of ['wechat', 'desktop', 'mini-program'] as const) assert.equal(storeLinkFor(p, STORES), null)
  assert.equal(storeLinkFor('ios', { ios: null, android: STORES.android }), null, 'not published there')
})

test('the download page has something to offer when a store link or the download page is configured', () => {
  assert.equal(hasDownloads({ stores: { ios: null, android: null }, download_page: null }), false)
  assert.equal(hasDownloads({ stores: { ios: null, android: null }, download_page: 'https://j.app/get' }), true)
  assert.equal(hasDownloads({ stores: { ios: null, android: STORES.android }, download_page: null }), true)
})
