/**
 * The `wx` the built mini-program sees: a plain object typed against WeChat's own API typings
 * (miniprogram-api-typings), so a member that WeChat does not have fails type-checking. Only what the app calls is
 * implemented; Taro exposes exactly the members it finds here, so an API the app starts using without a double
 * becomes `Taro.x is not a function` in the page under test, not a silent no-op.
 *
 * - `request` goes to the real server over HTTP; the app signs its requests itself.
 * - storage is a Map (set `token` / `locale` before launch to log in or pick a language);
 * - navigation, toasts, modals and the clipboard are recorded; navigation can be handed to a router;
 * - the background audio manager records what the app sets and lets a test fire WeChat's events;
 * - `wx.login` hands out the codes a journey queued (from the WeChat login fake), `wx.requestPayment` records the
 *   fields the app passes and answers what the journey's `pay` decides (default: the user cancels).
 *
 * The typings come from ./wechat-typings.d.ts.
 */
import { request as httpRequest } from 'node:http'
import { randomBytes } from 'node:crypto'

type Wx = WechatMiniprogram.Wx

export interface Navigation {
  kind: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack'
  url: string
}

export interface RecordedRequest {
  method: string
  url: string
  status: number
  code?: number
}

/** What the background audio manager held when its `src` was set (WeChat starts playing then). */
export interface AudioLoad {
  src: string
  title: string
  epname: string
  singer: string
  coverImgUrl: string
  startTime: number
}

type AudioEvent = 'Canplay' | 'Play' | 'Pause' | 'Stop' | 'Ended' | 'TimeUpdate' | 'Error' | 'Waiting' | 'Next' | 'Prev'

/** WeChat's BackgroundAudioManager: the app's settings are recorded, its events fired by the test. */
export class BackgroundAudioDouble implements Partial<WechatMiniprogram.BackgroundAudioManager> {
  title = ''
  epname = ''
  singer = ''
  coverImgUrl = ''
  webUrl = ''
  protocol = 'http'
  startTime = 0
  currentTime = 0
  duration = 0
  paused = true
  playbackRate = 1
  buffered = 0
  readonly loads: AudioLoad[] = []
  readonly calls: string[] = []
  private source = ''
  private readonly listeners = new Map<AudioEvent, ((res?: unknown) => void)[]>()

  get src(): string {
    return this.source
  }
  /** WeChat plays as soon as `src` is set: recorded, then `Canplay` and `Play` fire. */
  set src(value: string) {
    this.source = value
    this.currentTime = this.startTime
    this.loads.push({
      src: value,
      title: this.title,
      epname: this.epname,
      singer: this.singer,
      coverImgUrl: this.coverImgUrl,
      startTime: this.startTime
    })
    this.paused = false
    queueMicrotask(() => {
      this.fire('Canplay')
      this.fire('Play')
    })
  }

  play(): void {
    this.calls.push('play')
    this.paused = false
    queueMicrotask(() => this.fire('Play'))
  }
  pause(): void {
    this.calls.push('pause')
    this.paused = true
    queueMicrotask(() => this.fire('Pause'))
  }
  stop(): void {
    this.calls.push('stop')
    this.paused = true
    queueMicrotask(() => this.fire('Stop'))
  }
  seek(position: number): void {
    this.calls.push(`seek:${position}`)
    this.currentTime = position
  }

  /** The player reached `position` of `duration` seconds (WeChat fires onTimeUpdate while playing). */
  progress(position: number, duration: number): void {
    this.currentTime = position
    this.duration = duration
    this.fire('TimeUpdate')
  }

  fire(event: AudioEvent, res?: unknown): void {
    if (event === 'Ended' || event === 'Stop' || event === 'Pause') this.paused = true
    for (const cb of this.listeners.get(event) ?? []) cb(res)
  }

  private on(event: AudioEvent) {
    return (cb: (res?: any) => void) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), cb])
    }
  }
  onCanplay = this.on('Canplay')
  onPlay = this.on('Play')
  onPause = this.on('Pause')
  onStop = this.on('Stop')
  onEnded = this.on('Ended')
  onTimeUpdate = this.on('TimeUpdate')
  onError = this.on('Error')
  onWaiting = this.on('Waiting')
  onNext = this.on('Next')
  onPrev = this.on('Prev')
  onSeeking = () => {}
  onSeeked = () => {}
}

/** An InnerAudioContext (scene music): plays nothing, keeps its settings. */
function innerAudio(): WechatMiniprogram.InnerAudioContext {
  const listeners = () => () => {}
  const ctx = {
    src: '',
    loop: false,
    volume: 1,
    paused: true,
    play() {
      ctx.paused = false
    },
    pause() {
      ctx.paused = true
    },
    stop() {
      ctx.paused = true
    },
    destroy() {},
    seek() {},
    onEnded: listeners(),
    offEnded: listeners(),
    onError: listeners(),
    offError: listeners(),
    onPlay: listeners(),
    onCanplay: listeners(),
    onTimeUpdate: listeners()
  }
  return ctx as unknown as WechatMiniprogram.InnerAudioContext
}

/** A SelectorQuery whose nodes are not laid out (jsdom has no layout): `exec` answers nulls. */
function selectorQuery(): WechatMiniprogram.SelectorQuery {
  const results: null[] = []
  const node = {
    boundingClientRect: () => (results.push(null), query),
    scrollOffset: () => (results.push(null), query),
    fields: () => (results.push(null), query),
    node: () => (results.push(null), query),
    context: () => (results.push(null), query)
  }
  const query = {
    in: () => query,
    select: () => node,
    selectAll: () => node,
    selectViewport: () => node,
    exec: (cb?: (res: null[]) => void) => {
      setTimeout(() => cb?.(results), 0)
      return {} as WechatMiniprogram.NodesRef
    }
  }
  return query as unknown as WechatMiniprogram.SelectorQuery
}

const WINDOW = {
  pixelRatio: 2,
  screenWidth: 375,
  screenHeight: 812,
  windowWidth: 375,
  windowHeight: 812,
  statusBarHeight: 44,
  screenTop: 0,
  safeArea: { top: 44, bottom: 778, left: 0, right: 375, width: 375, height: 734 }
}

type Callbacks = { success?: (r: any) => void; fail?: (r: any) => void; complete?: (r: any) => void }

/** A failed call: `fail` gets `<name>:fail <reason>`. */
class Failure {
  constructor(readonly reason: string) {}
}

/**
 * An asynchronous API the way WeChat has them: the answer goes to `success` (or `fail`) and `complete` in a later
 * task, or, called without callbacks, a Promise. (The typings' promisified overloads are not spelled out per member:
 * the member names, and the options each implementation reads, are what the types check.)
 */
function asyncApi<O extends Callbacks>(name: string, run: (o: O) => object = () => ({})): any {
  return (o?: O) => {
    const out = run((o ?? {}) as O)
    const res = out instanceof Failure ? { errMsg: `${name}:fail ${out.reason}` } : { errMsg: `${name}:ok`, ...out }
    if (o && (o.success || o.fail || o.complete)) {
      setTimeout(() => {
        if (out instanceof Failure) o.fail?.(res)
        else o.success?.(res)
        o.complete?.(res)
      }, 0)
      return undefined
    }
    return out instanceof Failure ? Promise.reject(res) : Promise.resolve(res)
  }
}

/** Like asyncApi, for an answer that comes later (the user on WeChat's pay sheet). */
function laterApi<O extends Callbacks>(name: string, run: (o: O) => Promise<object | Failure>): any {
  return (o?: O) => {
    const answer = run((o ?? {}) as O).then((out) =>
      out instanceof Failure
        ? { ok: false, res: { errMsg: `${name}:fail ${out.reason}` } }
        : { ok: true, res: { errMsg: `${name}:ok`, ...out } }
    )
    if (o && (o.success || o.fail || o.complete)) {
      void answer.then(({ ok, res }) => {
        if (ok) o.success?.(res)
        else o.fail?.(res)
        o.complete?.(res)
      })
      return undefined
    }
    return answer.then(({ ok, res }) => (ok ? res : Promise.reject(res)))
  }
}

/** The fields the app handed wx.requestPayment (v3: signType RSA; a mini-program passes no appId). */
export interface PaymentFields {
  timeStamp: string
  nonceStr: string
  package: string
  signType?: string
  paySign: string
}

/** What the user does on WeChat's pay sheet. */
export type PaySheetAnswer = 'paid' | 'cancel' | 'fail'

export interface WechatAccount {
  /** Codes `wx.login` hands out, one per call (a journey queues them from the WeChat login fake). */
  loginCodes: string[]
  /** How many times the app called wx.login. */
  logins: number
  /** Every wx.requestPayment call's fields. */
  payments: PaymentFields[]
  /** The user on the pay sheet (default: cancels). */
  pay: (fields: PaymentFields) => Promise<PaySheetAnswer>
}

export interface WxDoubleOptions {
  /** Where the app's requests go (the built app's API host is replaced by this one). */
  server: string
  /** Storage before launch. */
  storage?: Record<string, unknown>
  /** WeChat's language setting (zh_TW, en, …). */
  language?: string
  /**
   * Opened inside WeCom (enterprise WeChat): `environment: 'wxwork'` in the system info and `wx.qy.login`, which
   * hands out the codes a journey queued (`wecom.loginCodes`).
   */
  inWecom?: boolean
  /** Parses JSON in the app's realm (the sandbox's JSON), so the app gets its own Arrays and Objects. */
  parseJson: (text: string) => unknown
  launch: { path: string; query: Record<string, string> }
}

export interface WxRecords {
  navigations: Navigation[]
  toasts: string[]
  modals: { title?: string; content?: string }[]
  requests: RecordedRequest[]
  clipboard: string[]
  /** Requests sent and not answered yet. */
  pending: number
}

export type WxDouble = ReturnType<typeof createWx>

/** A fresh `wx` for one mini-program runtime. */
export function createWx(opts: WxDoubleOptions) {
  const storage = new Map<string, unknown>(Object.entries(opts.storage ?? {}))
  const records: WxRecords = { navigations: [], toasts: [], modals: [], requests: [], clipboard: [], pending: 0 }
  const audio = new BackgroundAudioDouble()
  const appShow: ((o: unknown) => void)[] = []
  const wechat: WechatAccount = { loginCodes: [], logins: 0, payments: [], pay: async () => 'cancel' }
  /** WeCom's own API on `wx.qy` (not in WeChat's typings: WeCom documents it apart). */
  const wecom = { loginCodes: [] as string[], logins: 0 }
  const qy = {
    login: asyncApi<Callbacks & { timeout?: number }>('qy.login', () => {
      wecom.logins++
      const code = wecom.loginCodes.shift()
      return code ? { code } : new Failure('no login code queued')
    })
  }
  let router: ((nav: Navigation) => void) | undefined
  const server = new URL(opts.server)

  function navigate(kind: Navigation['kind']) {
    return asyncApi<{ url?: string; delta?: number } & Callbacks>(kind, (o) => {
      const nav = { kind, url: o.url ?? `delta:${o.delta ?? 1}` }
      records.navigations.push(nav)
      if (router) setTimeout(() => router?.(nav), 0)
      return {}
    })
  }

  const api = {
    request(o: WechatMiniprogram.RequestOption) {
      const url = new URL(o.url)
      url.protocol = server.protocol
      url.host = server.host
      const method = (o.method ?? 'GET').toUpperCase()
      let body: string | undefined
      if (method === 'GET' && o.data && typeof o.data === 'object') {
        for (const [k, v] of Object.entries(o.data)) if (v !== undefined) url.searchParams.set(k, String(v))
      } else if (o.data !== undefined) body = typeof o.data === 'string' ? o.data : JSON.stringify(o.data)
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(o.header ?? {}) }
      const recorded: RecordedRequest = { method, url: url.pathname + url.search, status: 0 }
      records.requests.push(recorded)
      records.pending++
      const done = (res: WechatMiniprogram.RequestSuccessCallbackResult | null, err?: string) => {
        records.pending--
        if (res) {
          o.success?.(res)
          o.complete?.(res)
        } else {
          o.fail?.({ errMsg: `request:fail ${err}`, errno: 600001 })
          o.complete?.({ errMsg: `request:fail ${err}` })
        }
      }
      const req = httpRequest(url, { method, headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () => {
          let data: unknown = text
          if (o.dataType !== '其他')
            try {
              data = opts.parseJson(text)
            } catch {
              /* not JSON: WeChat passes the text */
            }
          recorded.status = res.statusCode ?? 0
          recorded.code = (data as { code?: number } | null)?.code
          done({
            statusCode: res.statusCode ?? 0,
            data: data as string,
            header: res.headers as Record<string, string>,
            cookies: [],
            errMsg: 'request:ok'
          } as unknown as WechatMiniprogram.RequestSuccessCallbackResult)
        })
      })
      req.on('error', (e) => done(null, e.message))
      if (body !== undefined) req.write(body)
      req.end()
      return {
        abort: () => req.destroy(),
        onHeadersReceived: () => {},
        offHeadersReceived: () => {},
        onChunkReceived: () => {},
        offChunkReceived: () => {}
      } as unknown as WechatMiniprogram.RequestTask
    },

    // storage
    getStorageSync: <T>(key: string) => (storage.has(key) ? storage.get(key) : '') as T,
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    getStorageInfoSync: () =>
      ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }) as WechatMiniprogram.GetStorageInfoSyncOption,
    getStorage: asyncApi<WechatMiniprogram.GetStorageOption>('getStorage', (o) =>
      storage.has(o.key) ? { data: storage.get(o.key) } : new Failure('data not found')
    ),
    setStorage: asyncApi<WechatMiniprogram.SetStorageOption>('setStorage', (o) => (storage.set(o.key, o.data), {})),
    removeStorage: asyncApi<WechatMiniprogram.RemoveStorageOption>('removeStorage', (o) => (storage.delete(o.key), {})),

    // device and launch
    getSystemInfoSync: () =>
      ({
        ...WINDOW,
        brand: 'iPhone',
        model: 'iPhone 13',
        platform: 'ios',
        system: 'iOS 17.0',
        language: opts.language ?? 'zh_TW',
        version: '8.0.50',
        SDKVersion: '3.5.0',
        theme: 'light',
        ...(opts.inWecom ? { environment: 'wxwork' } : {})
      }) as unknown as WechatMiniprogram.SystemInfo,
    getWindowInfo: () => WINDOW as WechatMiniprogram.WindowInfo,
    getAppBaseInfo: () =>
      ({
        SDKVersion: '3.5.0',
        language: opts.language ?? 'zh_TW',
        version: '8.0.50',
        theme: 'light'
      }) as WechatMiniprogram.AppBaseInfo,
    getDeviceInfo: () =>
      ({ brand: 'iPhone', model: 'iPhone 13', platform: 'ios', system: 'iOS 17.0' }) as WechatMiniprogram.DeviceInfo,
    getMenuButtonBoundingClientRect: () => ({ top: 48, bottom: 80, left: 281, right: 368, width: 87, height: 32 }),
    getLaunchOptionsSync: () =>
      ({ path: opts.launch.path, query: opts.launch.query, scene: 1001 }) as WechatMiniprogram.LaunchOptionsApp,
    getEnterOptionsSync: () =>
      ({ path: opts.launch.path, query: opts.launch.query, scene: 1001 }) as WechatMiniprogram.LaunchOptionsApp,
    getAccountInfoSync: () =>
      ({ miniProgram: { appId: 'wx0000000000000000', envVersion: 'develop', version: '' } }) as any,
    canIUse: () => true,
    getRandomValues: asyncApi<WechatMiniprogram.GetRandomValuesOption>('getRandomValues', (o) => {
      const bytes = randomBytes(o.length)
      return { randomValues: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }
    }),
    getUpdateManager: () =>
      ({
        onCheckForUpdate: () => {},
        onUpdateReady: () => {},
        onUpdateFailed: () => {},
        applyUpdate: () => {}
      }) as WechatMiniprogram.UpdateManager,
    onAppShow: (cb: (o: any) => void) => void appShow.push(cb),
    offAppShow: () => {},
    onAppHide: () => {},
    offAppHide: () => {},
    onNetworkStatusChange: () => {},
    offNetworkStatusChange: () => {},
    getNetworkType: asyncApi<WechatMiniprogram.GetNetworkTypeOption>('getNetworkType', () => ({
      networkType: 'wifi',
      signalStrength: 100,
      hasSystemProxy: false
    })),
    getSetting: asyncApi<WechatMiniprogram.GetSettingOption>('getSetting', () => ({ authSetting: {} })),

    // interface
    showToast: asyncApi<WechatMiniprogram.ShowToastOption>('showToast', (o) => (records.toasts.push(o.title), {})),
    hideToast: asyncApi<WechatMiniprogram.HideToastOption>('hideToast'),
    showLoading: asyncApi<WechatMiniprogram.ShowLoadingOption>('showLoading'),
    hideLoading: asyncApi<WechatMiniprogram.HideLoadingOption>('hideLoading'),
    /** Answered "cancel": a journey that needs "confirm" says so by replacing it. */
    showModal: asyncApi<WechatMiniprogram.ShowModalOption>('showModal', (o) => {
      records.modals.push({ title: o.title, content: o.content })
      return { confirm: false, cancel: true }
    }),
    showActionSheet: asyncApi<WechatMiniprogram.ShowActionSheetOption>('showActionSheet', () => new Failure('cancel')),
    setNavigationBarTitle: asyncApi<WechatMiniprogram.SetNavigationBarTitleOption>('setNavigationBarTitle'),
    setNavigationBarColor: asyncApi<WechatMiniprogram.SetNavigationBarColorOption>('setNavigationBarColor'),
    setBackgroundColor: asyncApi<WechatMiniprogram.SetBackgroundColorOption>('setBackgroundColor'),
    hideHomeButton: asyncApi<WechatMiniprogram.HideHomeButtonOption>('hideHomeButton'),
    pageScrollTo: asyncApi<WechatMiniprogram.PageScrollToOption>('pageScrollTo'),
    stopPullDownRefresh: asyncApi<WechatMiniprogram.StopPullDownRefreshOption>('stopPullDownRefresh'),
    showShareMenu: asyncApi<WechatMiniprogram.ShowShareMenuOption>('showShareMenu'),
    hideShareMenu: asyncApi<WechatMiniprogram.HideShareMenuOption>('hideShareMenu'),
    nextTick: (cb: () => void) => void setTimeout(cb, 0),
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () =>
      ({
        relativeTo: function () {
          return this
        },
        relativeToViewport: function () {
          return this
        },
        observe: () => {},
        disconnect: () => {}
      }) as unknown as WechatMiniprogram.IntersectionObserver,
    setClipboardData: asyncApi<WechatMiniprogram.SetClipboardDataOption>(
      'setClipboardData',
      (o) => (records.clipboard.push(o.data), {})
    ),
    vibrateShort: asyncApi<WechatMiniprogram.VibrateShortOption>('vibrateShort'),

    // open interfaces
    login: asyncApi<WechatMiniprogram.LoginOption>('login', () => {
      wechat.logins++
      const code = wechat.loginCodes.shift()
      return code ? { code } : new Failure('no login code queued')
    }),
    requestPayment: laterApi<WechatMiniprogram.RequestPaymentOption>('requestPayment', async (o) => {
      const fields: PaymentFields = {
        timeStamp: o.timeStamp,
        nonceStr: o.nonceStr,
        package: o.package,
        signType: o.signType,
        paySign: o.paySign
      }
      wechat.payments.push(fields)
      const answer = await wechat.pay(fields)
      return answer === 'paid' ? {} : new Failure(answer)
    }),

    // routing
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    reLaunch: navigate('reLaunch'),
    switchTab: navigate('switchTab'),
    navigateBack: navigate('navigateBack'),

    // media
    getBackgroundAudioManager: () => audio as unknown as WechatMiniprogram.BackgroundAudioManager,
    createInnerAudioContext: innerAudio,
    connectSocket: () =>
      ({
        send: () => {},
        close: () => {},
        onOpen: () => {},
        onClose: () => {},
        onError: () => {},
        onMessage: () => {}
      }) as unknown as WechatMiniprogram.SocketTask
  } satisfies Partial<Wx>

  return {
    wx: (opts.inWecom ? { ...api, qy } : api) as Partial<Wx>,
    wecom,
    storage,
    records,
    audio,
    wechat,
    /** Routes the app's navigation (a journey opens the next page with it). */
    setRouter(fn: ((nav: Navigation) => void) | undefined) {
      router = fn
    },
    /** WeChat brought the app to the foreground. */
    showApp(o: unknown = {}) {
      for (const cb of appShow) cb(o)
    }
  }
}
