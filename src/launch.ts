/**
 * The launch sequence of spec §4, in order:
 * 1. a token arriving from an enterprise chat parameter (`wecom_token`) is stored;
 * 2. invite parameters in the launch query are kept (they survive a login);
 * 3. if an invite flag is present and the user is logged in, the invite is accepted and the flag removed
 *    (also on failure);
 * 4. unsent play records are recovered (`recoverPlayRecords`), and again whenever
 *    the network comes back; the H5 service worker is registered; downloads of an ended membership are dropped;
 * 5. the update check (weapp); the profile is refreshed when logged in (and the account told the device's zone,
 *    UserStore.keepTimeZone); the settings load once the first page has had its turn (whenIdle).
 * Before all of it, times and days are set to the device's zone (issue 32 item 12, utils/dates).
 */
import type { RootStore } from './stores/RootStore'
import { t } from './i18n'
import { checkForUpdate } from './services/update'
import { prepareRandom } from './protocol/secureRandom'
import { onNetworkBack, registerServiceWorker } from './services/offline'
import { downloadsCatalog } from './services/downloads/lazy'
import { applyDeviceTimeZone } from './utils/dates'
import { ZONE_COOKIE } from './protocol/timeZone'

export const ENTERPRISE_TOKEN_PARAM = 'wecom_token'

/**
 * Keeps an invite link's parameters (spec §4) until the visitor logs in. H5 also calls it as the app's code first
 * runs (app.ts), before React mounts: a visitor who moves on at once still brings their friend the gold.
 */
export function rememberEntryInvite(root: RootStore, query: Record<string, string | undefined>): void {
  root.user.rememberInvite({
    invite_user_id: query.invite_user_id,
    invite_product_code: query.invite_product_code,
    invite_id: query.invite_id
  })
}

/**
 * H5: the device's zone in a cookie (a year, this site), so that the server's HTML of the home next time carries
 * the daily pick of the device's today (server/src/plugins/firstScreen.ts), the day the app asks for.
 */
export function rememberZoneForServer(zone: string, doc: { cookie: string }): void {
  doc.cookie = `${ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax`
}

export async function launch(root: RootStore, query: Record<string, string | undefined> = {}): Promise<void> {
  const zone = applyDeviceTimeZone()
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') rememberZoneForServer(zone, document)
  // the mini-program's secure random bytes arrive asynchronously: have some ready for the socket's signed init
  void prepareRandom().catch(() => {
    /* the next request's signing asks again */
  })
  const enterpriseToken = query[ENTERPRISE_TOKEN_PARAM]
  if (enterpriseToken) root.user.setToken(enterpriseToken)

  rememberEntryInvite(root, query)

  await root.user.acceptPendingInvite()

  if (root.deps.recoverPlayRecords) {
    try {
      await root.deps.recoverPlayRecords()
    } catch {
      /* kept for the next launch */
    }
  }
  resendWhenOnline(root)
  registerServiceWorker()
  try {
    const catalog = await downloadsCatalog(root.deps.storage)
    await catalog?.pruneExpiredDownloads(root.deps.storage, root.user.memberInfo, root.deps.clock?.now() ?? Date.now())
  } catch {
    /* tried again at the next launch */
  }

  checkForUpdate({
    title: t('common.update.title'),
    ready: t('common.update.ready'),
    declined: t('common.update.declined'),
    failed: t('common.update.failed'),
    tooOld: t('common.update.tooOld')
  })

  // the settings serve the invitation page and the timer's bell, never a first page: read once the launch's work
  // and the first page's reads have had the CPU and the link (issue 34)
  whenIdle(() => void root.user.loadSettings())
  if (root.user.isLoggedIn) await root.user.fetchProfile()
}

/** How long after launch a deferred read waits before it looks for an idle moment. */
export const IDLE_READ_MS = 2_000

/**
 * Runs `fn` IDLE_READ_MS after launch, at the page's next idle moment (requestIdleCallback, at most a second more;
 * the mini-program has none: then). The first page's reads answer within that time on a phone's link; an idle
 * callback alone would come between the boot's tasks, while those reads are still on the way.
 */
export function whenIdle(fn: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => unknown })
    .requestIdleCallback
  setTimeout(() => {
    // called on the global object (a detached window method throws "Illegal invocation")
    if (typeof idle === 'function') idle.call(globalThis, fn, { timeout: 1_000 })
    else fn()
  }, IDLE_READ_MS)
}

const watching = new WeakSet<RootStore>()

/**
 * After the network comes back, the kept records are sent at once and again after these pauses: the `online`
 * event can come before every path is back (in a browser, a page's requests go through its service worker, which
 * may still be offline for a moment), and a resend that fails keeps its records. A resend with nothing kept sends
 * nothing, so the later tries cost nothing when the first one worked.
 */
export const RESEND_RETRY_MS = [1_000, 3_000, 7_000]

/**
 * Play records kept while offline are also sent as soon as the network comes back (the `online` event on H5,
 * Taro.onNetworkStatusChange on weapp), through the same keeper as the launch resend. Once per root.
 */
export function resendWhenOnline(
  root: RootStore,
  subscribe: (listener: () => void) => unknown = onNetworkBack,
  later: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms)
): void {
  if (watching.has(root)) return
  watching.add(root)
  let round = 0
  const resend = () => {
    if (root.deps.recoverPlayRecords)
      root.deps.recoverPlayRecords().catch(() => {
        /* kept for the next try */
      })
  }
  subscribe(() => {
    const mine = ++round // a newer network-back event takes over the retries
    resend()
    for (const ms of RESEND_RETRY_MS) later(() => mine === round && resend(), ms)
  })
}
