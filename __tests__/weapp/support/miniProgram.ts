/**
 * The built mini-program (`dist/weapp`) running on WeChat's template compiler (wcc, `compiler: 'official'`) and
 * component framework (exparser through miniprogram-simulate), in a fresh sandbox: `App`/`Page` shims, the wx
 * double, one page stack. How to run it: README.md, "The mini-program harness".
 */
import { join, resolve } from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import { Sandbox } from './sandbox'
import { createWx, type Navigation, type WxDouble } from './wxDouble'

export const ROOT = resolve(__dirname, '..', '..', '..')
export const DIST = process.env.WEAPP_DIST ? resolve(process.env.WEAPP_DIST) : join(ROOT, 'dist', 'weapp')

export type Lang = 'zh-Hant' | 'en'

/** Every page of the build's app.json, main package first. */
export function appPages(): string[] {
  const file = join(DIST, 'app.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:weapp first`)
  const app = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: string[]
    subPackages?: { root: string; pages: string[] }[]
  }
  return [...app.pages, ...(app.subPackages ?? []).flatMap((p) => p.pages.map((x) => `${p.root}/${x}`))]
}

/** One page on the stack: its component, its DOM and the page instance Taro made of `Page()`. */
export interface OpenPage {
  route: string
  query: Record<string, string>
  instance: Record<string, any>
  dom: HTMLElement
  /** The page's visible text (whitespace collapsed). */
  text(): string
}

interface Simulate {
  load(path: string, options: { rootPath: string; compiler: 'official' }): string
  render(id: string): { attach(parent: Element): void; detach(): void; instance: any; dom: HTMLElement }
}

export interface MiniProgramOptions {
  server: string
  lang: Lang
  /** Logged in with this token (storage `token`, as the app keeps it). */
  token?: string
  /** Extra storage before launch. */
  storage?: Record<string, unknown>
  /**
   * The app's setInterval (its one-second play tick, spec §4) runs only when the test advances it
   * (`advanceIntervals`): a journey plays a minute of audio without waiting a minute.
   */
  manualIntervals?: boolean
  /** Opened inside WeCom (`wx.qy`, environment `wxwork`): see wxDouble's `inWecom`. */
  inWecom?: boolean
  /**
   * A device that has never opened the app (the first-run welcome may show). Default: one that has (storage
   * `welcomeSeen`), so a case opening the entry page signed out sees that page, as the jest apps do.
   */
  firstRun?: boolean
}

function parseUrl(url: string): { route: string; query: Record<string, string> } {
  const [path, qs = ''] = url.replace(/^\//, '').split('?')
  return { route: path, query: Object.fromEntries(new URLSearchParams(qs)) }
}

/** A mini-program runtime: launched on a page, able to follow the app's own navigation. */
export class MiniProgram {
  readonly sandbox = new Sandbox()
  readonly wx: WxDouble
  readonly stack: OpenPage[] = []
  private simulate!: Simulate
  private app: Record<string, any> | undefined
  private readonly parent: HTMLElement
  private readonly registered = new Map<string, string>()
  private readonly intervals = new Map<number, { fn: () => void; ms: number; due: number }>()
  private intervalClock = 0

  private constructor(
    readonly options: MiniProgramOptions,
    launch: { route: string; query: Record<string, string> }
  ) {
    const w = this.sandbox.window
    this.wx = createWx({
      server: options.server,
      language: options.lang === 'en' ? 'en' : 'zh_TW',
      inWecom: options.inWecom,
      storage: {
        ...(options.firstRun ? {} : { locale: options.lang, lang: options.lang, welcomeSeen: true }),
        ...(options.token ? { token: options.token } : {}),
        ...options.storage
      },
      parseJson: (text) => w.JSON.parse(text),
      launch: { path: launch.route, query: launch.query }
    })
    this.parent = w.document.createElement('parent-wrapper')
    w.document.body.appendChild(this.parent)
  }

  /** Launches the app (app.js: Taro's runtime, the stores, onLaunch) and opens `url` as its first page. */
  static async launch(url: string, options: MiniProgramOptions): Promise<MiniProgram> {
    const target = parseUrl(url)
    const mp = new MiniProgram(options, target)
    mp.boot(target)
    await mp.open(url, 'launch')
    return mp
  }

  private boot(launch: { route: string; query: Record<string, string> }) {
    const w = this.sandbox.window
    if (this.options.manualIntervals) {
      let next = 1
      w.setInterval = (fn: () => void, ms: number) => {
        const id = next++
        this.intervals.set(id, { fn, ms: Math.max(1, ms), due: this.intervalClock + Math.max(1, ms) })
        return id
      }
      w.clearInterval = (id: number) => void this.intervals.delete(id)
    }
    this.simulate = this.sandbox.require('miniprogram-simulate') as Simulate
    // simulate merges its own partial `wx` into the global one: ours replaces it
    w.wx = this.wx.wx
    w.requirePlugin = () => ({})
    w.getCurrentPages = () => this.stack.map((p) => p.instance)
    w.getApp = () => this.app
    w.App = (config: Record<string, any>) => {
      this.app = config
      const options = { path: launch.route, query: launch.query, scene: 1001 }
      config.onLaunch?.call(config, options)
      config.onShow?.call(config, options)
    }
    // simulate only knows Component(): a Page's lifecycle and handlers become its methods
    w.Page = (config: Record<string, any>) => {
      const methods: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(config)) if (typeof v === 'function') methods[k] = v
      w.Component({ data: config.data, methods })
    }
    this.sandbox.require(join(DIST, 'app.js'))
    this.wx.setRouter((nav) => void this.follow(nav).catch((e) => this.sandbox.problems.errors.push(String(e))))
  }

  /** Opens a page the way WeChat does for `kind`, and runs its onLoad/onShow/onReady. */
  async open(url: string, kind: Navigation['kind'] | 'launch' = 'navigateTo'): Promise<OpenPage> {
    const { route, query } = parseUrl(url)
    if (kind === 'reLaunch' || kind === 'switchTab') while (this.stack.length) this.unload(this.stack.length - 1)
    if (kind === 'redirectTo' && this.stack.length) this.unload(this.stack.length - 1)
    if (kind === 'navigateTo' && this.stack.length) this.stack[this.stack.length - 1].instance.onHide?.()
    // WeChat registers a page (runs its code, Page()) once per app run; each visit is a new instance of it
    let id = this.registered.get(route)
    if (!id) {
      id = this.simulate.load(join(DIST, route), { rootPath: DIST, compiler: 'official' })
      this.registered.set(route, id)
    }
    const component = this.simulate.render(id)
    component.attach(this.parent)
    const instance = component.instance
    instance.route = route
    instance.__route__ = route
    instance.options = query
    const page: OpenPage = {
      route,
      query,
      instance,
      dom: component.dom,
      text: () => (component.dom.textContent ?? '').replace(/\s+/g, ' ').trim()
    }
    this.stack.push(page)
    ;(page as OpenPage & { component: typeof component }).component = component
    instance.onLoad?.({ ...query })
    instance.onShow?.()
    instance.onReady?.()
    return page
  }

  private unload(index: number) {
    const [page] = this.stack.splice(index, 1)
    page.instance.onUnload?.()
    ;(page as OpenPage & { component?: { detach(): void } }).component?.detach()
  }

  /** What the app asked WeChat for (wx.navigateTo, reLaunch, …), done. */
  async follow(nav: Navigation): Promise<OpenPage | undefined> {
    if (nav.kind === 'navigateBack') {
      const delta = Number(nav.url.replace('delta:', '')) || 1
      for (let i = 0; i < delta && this.stack.length > 1; i++) this.unload(this.stack.length - 1)
      this.current.instance.onShow?.()
      return this.current
    }
    return this.open(nav.url, nav.kind)
  }

  /** Moves the app's intervals `ms` forward (with manualIntervals), firing each one as often as it falls due. */
  advanceIntervals(ms: number): void {
    const end = this.intervalClock + ms
    for (;;) {
      const due = [...this.intervals.entries()].sort((a, b) => a[1].due - b[1].due)[0]
      if (!due || due[1].due > end) break
      this.intervalClock = due[1].due
      due[1].due += due[1].ms
      due[1].fn()
    }
    this.intervalClock = end
  }

  get current(): OpenPage {
    const page = this.stack[this.stack.length - 1]
    if (!page) throw new Error('no page is open')
    return page
  }

  /**
   * The elements of the current page that carry the app's class `name` (exparser prefixes the page's classes
   * with its tag name: `tab-bar__item` is `main--tab-bar__item` in the DOM).
   */
  byClass(name: string, page: OpenPage = this.current): Element[] {
    return Array.from(page.dom.querySelectorAll(`.main--${name}`))
  }

  /** Taps an element (an exparser tap event, as WeChat delivers a touch). */
  tap(el: Element): void {
    tapElement(this.sandbox, el)
  }

  /** Ends the runtime: pages unloaded, timers of the window stopped. */
  close(): void {
    try {
      while (this.stack.length) this.unload(this.stack.length - 1)
    } finally {
      this.wx.setRouter(undefined)
      this.sandbox.close()
    }
  }
}

/** A tap as WeChat delivers it to exparser (what j-component's dispatchEvent does for a custom event). */
export function tapElement(sandbox: Sandbox, el: Element): void {
  const exparser = sandbox.require('miniprogram-exparser') as {
    Event: {
      dispatchEvent(target: unknown, event: unknown): void
      create(name: string, detail: unknown, o: unknown): unknown
    }
  }
  const target = (el as unknown as { __wxElement?: unknown }).__wxElement
  if (!target) throw new Error(`not an exparser element: ${el.outerHTML.slice(0, 200)}`)
  exparser.Event.dispatchEvent(
    target,
    exparser.Event.create(
      'tap',
      { x: 0, y: 0 },
      { bubbles: true, composed: true, capturePhase: true, extraFields: { touches: [], changedTouches: [] } }
    )
  )
}

/** Waiting for a condition: the tests' one shared `until` (../../utils/until). */
export { until } from '../../utils/until'
