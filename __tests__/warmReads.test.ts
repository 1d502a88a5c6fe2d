/**
 * H5 (issue 34, the first screen): the entry page's reads start as the app's code runs, before the page's code
 * has arrived, with the same URLs and queries as the page's own calls (Http.prefetch hands those answers over).
 */
import { warmEntryReads } from '../src/services/warmReads.h5'
import { getUserTimeZone } from '../src/utils/dates'
import type { Api } from '../src/services/api'
import type { Http } from '../src/services/http'
import { createForumApi } from '../src/services/api/forum'

function fakeApi() {
  const calls: string[] = []
  const read =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => JSON.stringify(a) ?? '').join(', ')})`)
      return Promise.resolve(null)
    }
  const api = {
    http: {
      prefetch: (reads: () => void) => reads(),
      get: read('get'),
      mediaUrl: (p: string) => p
    },
    meditation: {
      indexFloor: read('indexFloor'),
      dayRecommend: read('dayRecommend'),
      dailyUpdate: read('dailyUpdate'),
      goldenSentence: read('goldenSentence'),
      goods: read('goods'),
      playInfo: read('playInfo'),
      userScene: read('userScene')
    },
    course: { navList: read('navList'), indexFloor: read('courseFloor'), indexAds: read('indexAds') }
  }
  return { api: api as unknown as Api, calls }
}

function warmAt(url: string): string[] {
  window.history.replaceState(null, '', url)
  const { api, calls } = fakeApi()
  warmEntryReads(api)
  return calls
}

test('the home: all four reads its first screen waits for', () => {
  const tz = JSON.stringify(getUserTimeZone())
  expect(warmAt('/').sort()).toEqual(
    ['indexFloor()', `dayRecommend(${tz})`, `dailyUpdate(${tz})`, `goldenSentence(${tz})`].sort()
  )
})

test('the player: its play data (with the track asked for) and the scene music', () => {
  expect(warmAt('/pages/meditation/play?sku=m-quick')).toEqual(['playInfo("m-quick", )', 'userScene()'])
  expect(warmAt('/pages/meditation/play?sku=m-quick&resource_id=12')).toEqual([
    'playInfo("m-quick", 12)',
    'userScene()'
  ])
  expect(warmAt('/pages/meditation/play')).toEqual([])
})

test("a community post: the post and its comments' first page, as the forum module asks for them", () => {
  expect(warmAt('/study/pages/community/postDetail?id=7')).toEqual([
    'get("/v3/forum/posts/7", , {"silent":true})',
    'get("/v3/forum/posts/7/comments", {"page":1,"size":20}, {"silent":true})'
  ])
  expect(warmAt('/study/pages/community/postDetail?id=abc')).toEqual([])
  // the very calls the page makes through the forum module (api.forum.post(id), api.forum.comments(id, 1))
  const { api, calls } = fakeApi()
  const forum = createForumApi(api.http as unknown as Http)
  void forum.post(7)
  void forum.comments(7, 1)
  expect(calls).toEqual(warmAt('/study/pages/community/postDetail?id=7'))
})
