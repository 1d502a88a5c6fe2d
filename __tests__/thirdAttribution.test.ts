/**
 * Campaign attribution: the landing URL's channel parameters land in the spec §3 storage keys (malformed ones
 * are ignored, a URL without them keeps the last ones), and a purchase from a campaign ends on its result page.
 */
import { captureChannel, channelParams, randomId } from '../src/services/attribution'
import { memoryStorage, StorageKey } from '../src/services/storage'
import { resultUrl } from '../src/pages/course/checkout'

test('channel parameters of a landing URL are kept in pull_channel_id, channel_tag and channel', () => {
  const storage = memoryStorage()
  expect(
    captureChannel({ channel_tag: 'xhs%5Fnote', pull_channel_id: '1024', channel: 'rednote', sku: 'x' }, storage)
  ).toEqual({
    channel_tag: 'xhs_note',
    pull_channel_id: '1024',
    channel: 'rednote'
  })
  expect(storage.get(StorageKey.channelTag)).toBe('xhs_note')
  expect(storage.get(StorageKey.pullChannelId)).toBe('1024')
  expect(storage.get(StorageKey.channel)).toBe('rednote')
  // a landing without parameters, or with malformed ones, keeps what was stored
  captureChannel({ channel_tag: '<script>', channel: '%E0%A4%A' }, storage)
  expect(channelParams(storage)).toEqual({ channel_tag: 'xhs_note', pull_channel_id: '1024', channel: 'rednote' })
  captureChannel({ channel_tag: 'tx_ad_2' }, storage)
  expect(channelParams(storage).channel_tag).toBe('tx_ad_2')
})

test('random ids are hex and differ', () => {
  const a = randomId()
  expect(a).toMatch(/^[0-9a-f]{24}$/)
  expect(randomId()).not.toBe(a)
})

test('a purchase from a campaign ends on its result page; others on the pay result page', () => {
  expect(resultUrl('JX01', { campaign: 'five', result: 'result' })).toBe(
    '/third/pages/result?order_no=JX01&campaign=five'
  )
  expect(resultUrl('JX01', { campaign: 'five_en', result: 'result_en' })).toBe(
    '/third/pages/result_en?order_no=JX01&campaign=five_en'
  )
  expect(resultUrl('JX01', { campaign: 'five', result: 'https://evil.example' })).toBe(
    '/pages/payResult/result?order_no=JX01'
  )
  expect(resultUrl('JX01')).toBe('/pages/payResult/result?order_no=JX01')
})
