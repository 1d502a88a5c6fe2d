/**
 * H5 lazy page loading (spec §9): a navigation fetches the page's script chunk. If the page has not shown after
 * 200 ms a loading view covers the screen; after 60 000 ms (or when the chunk fails to load: webpack gives up
 * after output.chunkLoadTimeout, 120 s) it gives up and offers a retry, which loads the address again.
 * Driven by Taro's router events: `__taroRouterChange` when a navigation starts, `__afterTaroRouterChange` when
 * its page showed, `__taroRouterNotFound` for an unknown route.
 */
import Taro from '@tarojs/taro'
import { LAZY_LOADING } from '../utils/constants'
import { colors } from '../styles/tokens'

export interface PageLoadingTexts {
  loading: string
  failed: string
  retry: string
}

export interface PageLoadingOptions {
  delayMs?: number
  timeoutMs?: number
  doc?: Document
  events?: {
    on(name: string, cb: (...args: unknown[]) => void): unknown
    off(name: string, cb: (...args: unknown[]) => void): unknown
  }
  reload?: () => void
  /** The path of the page on screen (Taro's page stack). */
  currentPath?: () => string | undefined
}

const normalise = (path: string | undefined) => (path ? '/' + path.split('?')[0].replace(/^\/+/, '') : undefined)

function topPagePath(): string | undefined {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string } | undefined
  return top?.route
}

const VIEW_ID = 'page-loading'

export function watchPageLoading(texts: () => PageLoadingTexts, options: PageLoadingOptions = {}): () => void {
  const {
    delayMs = LAZY_LOADING.delayMs,
    timeoutMs = LAZY_LOADING.timeoutMs,
    doc = document,
    events = Taro.eventCenter
  } = options
  const reload = options.reload ?? (() => window.location.reload())
  const currentPath = options.currentPath ?? topPagePath
  let delay: ReturnType<typeof setTimeout> | null = null
  let giveUp: ReturnType<typeof setTimeout> | null = null

  const clear = () => {
    if (delay) clearTimeout(delay)
    if (giveUp) clearTimeout(giveUp)
    delay = giveUp = null
  }
  const hide = () => {
    clear()
    doc.getElementById(VIEW_ID)?.remove()
  }
  const show = (failed: boolean) => {
    let view = doc.getElementById(VIEW_ID)
    if (!view) {
      view = doc.createElement('div')
      view.id = VIEW_ID
      view.className = 'page-loading'
      // styled here: it must work before (and without) any page stylesheet
      view.style.cssText =
        'position:fixed;top:0;left:0;right:0;bottom:0;z-index:9999;display:flex;flex-direction:column;' +
        `align-items:center;justify-content:center;background:${colors.page};color:${colors.grey20};font-size:15px;text-align:center;padding:24px`
      doc.body.appendChild(view)
    }
    const words = texts()
    view.setAttribute('role', failed ? 'alert' : 'status')
    view.setAttribute('data-state', failed ? 'failed' : 'loading')
    view.textContent = ''
    const text = doc.createElement('p')
    text.className = 'page-loading__text'
    text.textContent = failed ? words.failed : words.loading
    view.appendChild(text)
    if (failed) {
      const retry = doc.createElement('button')
      retry.className = 'page-loading__retry'
      retry.type = 'button'
      retry.style.cssText = `margin-top:16px;padding:8px 28px;border:0;border-radius:20px;background:${colors.green39};color:${colors.textOnDark};font-size:15px`
      retry.textContent = words.retry
      retry.addEventListener('click', () => {
        hide()
        reload()
      })
      view.appendChild(retry)
    }
  }
  const started = (change?: unknown) => {
    hide()
    const target = normalise((change as { toLocation?: { path?: string } } | undefined)?.toLocation?.path)
    // the router announces some navigations it then drops (the page already on screen): nothing to wait for
    const alreadyThere = () => target !== undefined && normalise(currentPath()) === target
    delay = setTimeout(() => {
      if (alreadyThere()) clear()
      else show(false)
    }, delayMs)
    giveUp = setTimeout(() => {
      clear()
      if (!alreadyThere()) show(true)
    }, timeoutMs)
  }
  const chunkFailed = (e: PromiseRejectionEvent) => {
    const reason = e.reason as { name?: string } | undefined
    if (reason && reason.name === 'ChunkLoadError') {
      clear()
      show(true)
    }
  }

  events.on('__taroRouterChange', started)
  events.on('__afterTaroRouterChange', hide)
  events.on('__taroRouterNotFound', hide)
  window.addEventListener('unhandledrejection', chunkFailed)
  return () => {
    hide()
    events.off('__taroRouterChange', started)
    events.off('__afterTaroRouterChange', hide)
    events.off('__taroRouterNotFound', hide)
    window.removeEventListener('unhandledrejection', chunkFailed)
  }
}
