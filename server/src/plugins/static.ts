/**
 * The built H5 app (dist/h5) at `/`, with history fallback: any GET for a page route that has no file gets
 * index.html, so deep links like /pages/course/detail?sku=x work on reload. API, media, dev and ws paths are
 * never answered with the app.
 *
 * Transfer: the build writes `.br` and `.gz` beside every text asset (scripts/precompress.mjs), served by
 * content negotiation with `vary: accept-encoding`, so nothing is compressed per request. Caching: files whose
 * names carry a content hash never change (a year, immutable); index.html and un-hashed files are revalidated
 * on every use (ETag → 304).
 *
 * First screen (issue 34): a page's own code is a chunk the app's router asks for only after the app bundle has
 * run. The build lists each page route's files (config/routeChunks.js → route-chunks.json); the HTML of that
 * route is answered with them as `Link: rel=preload`, so the browser fetches them beside the app bundle. At low
 * priority, as the app bundle's own preloads: they share the bandwidth with it rather than go first.
 * The HTML of five entry routes also carries a pre-rendered picture of the page's largest content, painted
 * before the app has run (./firstScreen.ts: why, and how it stays the same content and out of the app's way);
 * such an answer is built per request (the data and the language vary), with its own ETag.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathOf } from '@app/protocol'
import { ZONE_COOKIE } from '@app/protocol/timeZone'
import { isSignedPath } from './signature'
import { escapeHtml } from '../lib/html'
import { chooseEncoding, compress } from './compression'
import { firstScreens, type FirstScreen } from './firstScreen'

const NOT_APP = /^\/(media|dev|ws|health)(\/|$)/
/** `1237.c28dc9.js`, `app.5e5d0111.css`: a hex content hash of 6+ digits before the extension (chunks carry 6). */
const HASHED = /\.[0-9a-f]{6,}\.[a-z0-9]+$/i
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|mjs)(\.(br|gz))?$/i
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function cacheControlFor(path: string): string {
  return HASHED.test(path.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache'
}

/** What config/routeChunks.js writes: the page `/` opens, and each page route's files beyond the entry's. */
interface RouteChunks {
  entry: string | null
  routes: Record<string, string[]>
  locales?: { en?: string[] }
}

/** One file's preload link; low priority, as the app bundle's own (config/scriptsAfterFirstPaint.js). */
function preload(file: string): string {
  return `<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`
}
const PLAIN_FILE = /^\/[\w./-]+\.(js|css)$/

/**
 * The `Link` header value for each page route (`pages/course/index`, no leading slash; '' for `/`), from the
 * build's route-chunks.json; empty when the build wrote none (an older build, a test's fixture).
 */
export function preloadLinks(root: string): { routes: Map<string, string>; english: string } {
  const routes = new Map<string, string>()
  const file = join(root, 'route-chunks.json')
  if (!existsSync(file)) return { routes, english: '' }
  let manifest: RouteChunks
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as RouteChunks
  } catch {
    return { routes, english: '' }
  }
  for (const [route, files] of Object.entries(manifest.routes ?? {})) {
    const value = files
      .filter((f) => PLAIN_FILE.test(f))
      .map(preload)
      .join(', ')
    if (value) routes.set(route, value)
  }
  if (manifest.entry && routes.has(manifest.entry)) routes.set('', routes.get(manifest.entry)!)
  const english = (manifest.locales?.en ?? [])
    .filter((f) => PLAIN_FILE.test(f))
    .map(preload)
    .join(', ')
  return { routes, english }
}

/**
 * Whether the app will start in English: as src/i18n, a link's language first (`lang=en` / `lang=zh-Hant` in the
 * address, exact values: src/i18n linkLocale; the console's previews add it), else as defaultLocaleFor: Chinese
 * when the browser's language (its first Accept-Language) contains "zh", English otherwise. A choice saved in
 * the app, or a link's language an earlier page of the tab's visit kept, can differ (the server sees neither);
 * then the preload is a file not used, or English arrives as before, and index.html hides a first screen in the
 * other language.
 */
export function startsInEnglish(acceptLanguage: string | undefined, query?: URLSearchParams): boolean {
  const link = query?.getAll('lang').find((v) => v === 'en' || v === 'zh-Hant')
  if (link) return link === 'en'
  const first = (acceptLanguage ?? '').split(',')[0]!.trim()
  return first !== '' && !first.toLowerCase().includes('zh')
}

/** The device's zone the app keeps in ZONE_COOKIE (its value as set: an IANA name), or null. */
export function zoneCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === ZONE_COOKIE) {
      const value = part.slice(eq + 1).trim()
      return /^[A-Za-z0-9_+\-/]{1,64}$/.test(value) ? value : null
    }
  }
  return null
}

/** `/pages/course/index/` → `pages/course/index`; `/` → '' (the entry page). */
function routeOf(path: string): string {
  return path.replace(/^\/+|\/+$/g, '')
}

/** Where the first screen goes: right after the app's root, so it is painted over the splash. */
const APP_ROOT = '<div id="app"></div>'

/**
 * index.html with a route's first screen in it (and `lang="en"` when the app will start in English, as the app
 * itself sets it once it runs: the document's fonts follow it); null when the route has none.
 */
export function withFirstScreen(html: string, screen: string | null, english: boolean, url: string): string | null {
  if (!screen || !html.includes(APP_ROOT)) return null
  // the address it was made for: index.html's script drops it anywhere else (the service worker answers any
  // route with the last HTML it saw when offline)
  const marked = screen.replace('<div id="first-screen"', `<div id="first-screen" data-url="${escapeHtml(url)}"`)
  const out = html.replace(APP_ROOT, () => APP_ROOT + marked)
  return english ? out.replace(/<html lang="[^"]*"/, '<html lang="en"') : out
}

export async function registerStatic(
  app: FastifyInstance,
  root: string | null | undefined,
  firstScreen: FirstScreen | null = app.hasDecorator('ctx') ? firstScreens(app) : null
) {
  if (!root || !existsSync(join(root, 'index.html'))) return null
  const links = preloadLinks(root)
  // index.html as built (re-read when a rebuild changes it), for the answers that carry a first screen
  let index = { mtimeMs: -1, html: '' }
  const indexHtml = () => {
    const file = join(root, 'index.html')
    const { mtimeMs } = statSync(file)
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(file, 'utf8') }
    return index.html
  }
  const screenOf = async (
    req: FastifyRequest,
    path: string,
    query: URLSearchParams,
    english: boolean
  ): Promise<string | null> => {
    if (!firstScreen) return null
    try {
      const html = indexHtml()
      if (!html.includes(APP_ROOT)) return null
      const zone = zoneCookie(req.headers.cookie)
      const screen = await firstScreen(routeOf(path), query, english ? 'en' : 'zh-Hant', zone)
      return withFirstScreen(html, screen, english, req.url)
    } catch (err) {
      // the page as before: its first screen is an addition, never a reason to fail
      req.log.warn({ err }, 'first screen left out')
      return null
    }
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path))
      // The same URL may be answered in brotli, gzip or plain: caches must key on accept-encoding.
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding')
    }
  })
  const sendApp = async (req: FastifyRequest, path: string, reply: FastifyReply) => {
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '')
    const startsEnglish = startsInEnglish(req.headers['accept-language'], query)
    const english = startsEnglish ? links.english : ''
    const link = [links.routes.get(routeOf(path)), english].filter(Boolean).join(', ')
    if (link) reply.header('link', link)
    const html = await screenOf(req, path, query, startsEnglish)
    if (html === null) return reply.type('text/html').sendFile('index.html')
    const etag = `"fs-${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    // negotiated as the API's compressed answers (plugins/compression chooseEncoding: brotli when accepted, else
    // gzip; q=0 refuses), as the precompressed files beside it are
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (encoding) return reply.header('content-encoding', encoding).send(await compress(html, encoding))
    return reply.send(html)
  }
  // `/` opens the entry page: its HTML with that page's preload links, not the directory index of the files
  app.get('/', (req, reply) => sendApp(req, '/', reply))
  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req.url)
    if (req.method !== 'GET' || isSignedPath(path) || NOT_APP.test(path) || /\.[a-z0-9]{1,5}$/i.test(path)) return null
    return sendApp(req, path, reply)
  }
}
