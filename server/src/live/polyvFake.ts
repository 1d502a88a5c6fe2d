/**
 * A local Polyv (live/polyv.ts) for development and tests: the two API calls we make, checked as Polyv documents
 * them (appId, 13-digit timestamp within 3 minutes, the MD5/SHA-256 sign; Polyv's error answers), and the watch
 * page with its direct-authorisation sign (one use, 3 minutes). State lives in memory.
 *
 *   GET  /live/v3/channel/basic/get-channels?channelIds=…   → [{channelId, name, watchStatus}]
 *   GET  /live/v3/user/playback/list?listType=playback      → {contents:[{videoId, channelId, title, …}]}
 *   GET  /watch/:channelId?userid&ts&sign&nickname[&vid]     → an HTML stand-in of the watch page
 * Control (test and dev only):
 *   POST /__fake/channels/:channelId {watchStatus?, name?, replays?: [{title, duration}]}
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { polyvSign, polyvViewerSign, type PolyvConfig } from './polyv'

export interface FakeChannel {
  name: string
  watchStatus: string
  replays: { videoId: string; title: string; duration: string; createdTime: number }[]
}

const WINDOW_MS = 3 * 60_000

export class FakePolyv {
  readonly channels = new Map<string, FakeChannel>()
  private usedSigns = new Set<string>()
  private server: Server | null = null
  url = ''

  constructor(
    readonly cfg: Pick<PolyvConfig, 'appId' | 'appSecret' | 'userId' | 'authKey'>,
    private now: () => number = Date.now,
    /** Development: a channel asked for the first time exists (live, with two replays). */
    private autoChannels = false
  ) {}

  /** The client configuration that points at this fake. */
  config(now?: () => number): PolyvConfig {
    return { ...this.cfg, apiBase: this.url, watchBase: this.url, now }
  }

  setChannel(
    id: string,
    patch: Partial<Omit<FakeChannel, 'replays'>> & { replays?: { title: string; duration: string }[] }
  ) {
    const ch = this.channels.get(id) ?? { name: `Channel ${id}`, watchStatus: 'waiting', replays: [] }
    if (patch.name !== undefined) ch.name = patch.name
    if (patch.watchStatus !== undefined) ch.watchStatus = patch.watchStatus
    if (patch.replays)
      ch.replays = patch.replays.map((r, i) => ({
        videoId: `${id}v${i + 1}`,
        title: r.title,
        duration: r.duration,
        createdTime: this.now() - (patch.replays!.length - i) * 86_400_000
      }))
    this.channels.set(id, ch)
    return ch
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => this.json(res, 500, { code: 500, status: 'error', message: 'error', data: '' }))
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Development: the fake must not keep the process alive. */
  unref() {
    this.server?.unref()
  }

  async close() {
    if (this.server) await new Promise<void>((r) => this.server!.close(() => r()))
    this.server = null
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }

  private error(res: ServerResponse, code: number, message: string) {
    this.json(res, code, { code, status: 'error', message, data: '' })
  }

  /** The API checks, in Polyv's order: appId, timestamp, sign. Returns false when it answered an error. */
  private checkApi(q: URLSearchParams, res: ServerResponse): boolean {
    if (!q.get('appId')) return (this.error(res, 400, 'appId is required.'), false)
    if (q.get('appId') !== this.cfg.appId) return (this.error(res, 400, 'application not found.'), false)
    const ts = Number(q.get('timestamp'))
    if (!/^\d{13}$/.test(q.get('timestamp') ?? '') || Math.abs(this.now() - ts) > WINDOW_MS)
      return (this.error(res, 400, 'invalid timestamp.'), false)
    const params = Object.fromEntries(q.entries())
    if (q.get('sign') !== polyvSign(params, this.cfg.appSecret))
      return (this.error(res, 403, 'invalid signature.'), false)
    return true
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', 'http://fake')
    const q = u.searchParams
    if (req.method === 'POST' && u.pathname.startsWith('/__fake/channels/')) {
      let raw = ''
      for await (const chunk of req) raw += chunk
      const ch = this.setChannel(
        decodeURIComponent(u.pathname.slice('/__fake/channels/'.length)),
        JSON.parse(raw || '{}')
      )
      return this.json(res, 200, ch)
    }
    if (req.method === 'GET' && u.pathname === '/live/v3/channel/basic/get-channels') {
      if (!this.checkApi(q, res)) return
      const ids = (q.get('channelIds') ?? '').split(',').filter(Boolean)
      const data = ids.flatMap((id) => {
        if (this.autoChannels && !this.channels.has(id))
          this.setChannel(id, {
            watchStatus: 'live',
            replays: [
              { title: 'Replay 1', duration: '00:42:10' },
              { title: 'Replay 2', duration: '01:05:00' }
            ]
          })
        const ch = this.channels.get(id)
        return ch ? [{ channelId: Number(id), name: ch.name, watchStatus: ch.watchStatus }] : []
      })
      return this.json(res, 200, { code: 200, status: 'success', message: '', data })
    }
    if (req.method === 'GET' && u.pathname === '/live/v3/user/playback/list') {
      if (!this.checkApi(q, res)) return
      const contents = [...this.channels.entries()].flatMap(([id, ch]) =>
        ch.replays.map((r) => ({
          ...r,
          channelId: Number(id),
          userId: this.cfg.userId,
          firstImage: '',
          url: `${this.url}/replay/${r.videoId}.m3u8`
        }))
      )
      return this.json(res, 200, {
        code: 200,
        status: 'success',
        message: '',
        data: { pageNumber: 1, pageSize: 1000, totalItems: contents.length, contents }
      })
    }
    const watch = /^\/watch\/([^/]+)$/.exec(u.pathname)
    if (req.method === 'GET' && watch) return this.watchPage(decodeURIComponent(watch[1]), q, res)
    this.error(res, 404, 'not found.')
  }

  private watchPage(channelId: string, q: URLSearchParams, res: ServerResponse) {
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Polyv (local fake)</title></head>
<body style="margin:0;background:#111;color:#eee;font:14px sans-serif"><main style="padding:12px">${body}</main></body></html>`)
    }
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    const ch = this.channels.get(channelId)
    if (!ch) return html(404, '<h1>Channel not found</h1>')
    const userid = q.get('userid') ?? ''
    const ts = q.get('ts') ?? ''
    const sign = q.get('sign') ?? ''
    if (!/^[A-Za-z0-9_]{1,64}$/.test(userid) || !/^\d{13}$/.test(ts) || Math.abs(this.now() - Number(ts)) > WINDOW_MS)
      return html(403, '<h1>Authorisation expired</h1>')
    if (sign !== polyvViewerSign(this.cfg.authKey, userid, ts) || this.usedSigns.has(sign))
      return html(403, '<h1>Authorisation failed</h1>')
    this.usedSigns.add(sign)
    const nickname = Buffer.from(q.get('nickname') ?? '', 'base64url').toString('utf8')
    const vid = q.get('vid')
    const replay = vid ? ch.replays.find((r) => r.videoId === vid) : undefined
    html(
      200,
      `<h1 style="font-size:16px">${esc(ch.name)}</h1>
<p data-testid="polyv-watch">${replay ? `Replay: ${esc(replay.title)}` : `Watching: ${esc(ch.watchStatus)}`}</p>
<p>Viewer: <span data-testid="polyv-viewer">${esc(nickname)}</span></p>`
    )
  }
}
