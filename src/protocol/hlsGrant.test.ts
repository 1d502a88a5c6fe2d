import { test } from 'node:test'
import assert from 'node:assert/strict'
import { HLS_RENEW_MS, HLS_URL_TTL_S, hlsDirectory, withHlsGrant } from './hlsGrant'

const old = '/live/hls/9/vod/index.m3u8?e=100&u=7&s=old'
const renewed = '/live/hls/9/vod/index.m3u8?e=900&u=7&s=new'

test('the player renews at half of a URL life', () => {
  assert.equal(HLS_RENEW_MS * 2, HLS_URL_TTL_S * 1000)
})

test('a request into the same channel directory carries the newest signature, keeping its other parameters', () => {
  assert.equal(
    withHlsGrant('/live/hls/9/vod/abc-00001.ts?e=100&u=7&s=old', renewed),
    '/live/hls/9/vod/abc-00001.ts?e=900&u=7&s=new'
  )
  assert.equal(
    withHlsGrant('http://h.example/live/hls/9/vod/seg.ts?x=1&e=100&u=7&s=old#t', 'http://h.example' + renewed),
    'http://h.example/live/hls/9/vod/seg.ts?x=1&e=900&u=7&s=new#t'
  )
  assert.equal(withHlsGrant('/live/hls/9/vod/index.m3u8', renewed), renewed)
})

test('anything else is left alone: another channel or kind, another site, a URL without a full grant', () => {
  for (const url of [
    '/live/hls/8/vod/seg.ts?e=1&u=7&s=x',
    '/live/hls/9/live/seg.ts?e=1&u=7&s=x',
    '/media/a.mp4',
    'https://cdn.example/x.ts'
  ])
    assert.equal(withHlsGrant(url, renewed), url)
  assert.equal(withHlsGrant(old, '/live/hls/9/vod/index.m3u8?e=900&u=7'), old)
  assert.equal(hlsDirectory(old), '/live/hls/9/vod/')
  assert.equal(hlsDirectory('/media/live/hls/x'), null)
})
