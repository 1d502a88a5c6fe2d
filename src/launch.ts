/**
 * The launch sequence of spec §4, in order:
 * 1. a token arriving from an enterprise chat parameter (`wecom_token`) is stored;
 * 2. invite parameters in the launch query are kept (they survive a login);
 * 3. if an invite flag is present and the user is logged in, the invite is accepted and the flag removed
 *    (also on failure);
 * 4. unsent play records are recovered (the meditation issue installs `recoverPlayRecords`);
 * 5. the update check (weapp) and the settings load; the profile is refreshed when logged in.
 */
import type { RootStore } from './stores/RootStore'
import { t } from './i18n'
import { checkForUpdate } from './services/update'
import { prepareRandom } from './protocol/secureRandom'

export const ENTERPRISE_TOKEN_PARAM = 'wecom_token'

export async function launch(root: RootStore, query: Record<string, string | undefined> = {}): Promise<void> {
  // the mini-program's secure random bytes arrive asynchronously: have some ready for the socket's signed init
  void prepareRandom().catch(() => { /* the next request's signing asks again */ })
  const enterpriseToken = query[ENTERPRISE_TOKEN_PARAM]
  if (enterpriseToken) root.user.setToken(enterpriseToken)

  root.user.rememberInvite({
    invite_user_id: query.invite_user_id,
    invite_product_code: query.invite_product_code,
    invite_id: query.invite_id
  })

  await root.user.acceptPendingInvite()

  if (root.deps.recoverPlayRecords) {
    try { await root.deps.recoverPlayRecords() } catch { /* kept for the next launch */ }
  }

  checkForUpdate({
    title: t('common.update.title'),
    ready: t('common.update.ready'),
    declined: t('common.update.declined'),
    failed: t('common.update.failed'),
    tooOld: t('common.update.tooOld')
  })

  await Promise.all([root.user.loadSettings(), root.user.isLoggedIn ? root.user.fetchProfile() : Promise.resolve()])
}
