/**
 * A membership invitation kept across a login (spec §3 isInvite / isInviteMember, §4): the login accepts the
 * trial with the kept parameters (invite_id included), refreshes the member info, accepts the sign-up invite,
 * and drops both flags, also when the server refuses.
 */
import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage, StorageKey } from '@/services/storage'

const ok = (data: unknown) => ({ code: 0, msg: '', data })
const user = { id: 5, nickname: 'N', avatar: '', email: null, mobile: null, nationcode: null, has_password: false }

function build(routes: Record<string, (data: any) => unknown>, initial: Record<string, unknown> = {}) {
  const calls: Array<[string, unknown]> = []
  const transport: Transport = async ({ url, method, data }) => {
    const path = new URL(url, 'http://x').pathname
    calls.push([`${method} ${path}`, data])
    const h = routes[`${method} ${path}`]
    if (!h) return { statusCode: 404, data: { code: 4040, msg: 'nf', data: null } }
    return { statusCode: 200, data: h(data) }
  }
  const storage = memoryStorage(initial as any)
  const root = new RootStore({
    api: createApi(createHttp({ transport, config: { base: '' } })),
    storage,
    navigate: () => undefined,
    toast: () => undefined
  })
  return { root, calls, storage }
}

it('after login the membership trial is accepted with the kept invite, then both flags are gone', async () => {
  let vip = 0
  const { root, calls, storage } = build({
    'GET /v2/users': () => ok(user),
    'GET /v3/meditation/memberInfo': () => ok({ isVip: vip, expire_at: null }),
    'POST /v3/invite/member/accept': () => {
      vip = 1
      return ok({ accepted: true, reason: null, trial_days: 7, vip_expire_at: '2027-01-01T00:00:00Z' })
    },
    'POST /v3/meditation/inviteAccept': () => ok({ accepted: true, reason: null, gold: 100 })
  })
  root.user.rememberInvite({ invite_user_id: '9', invite_product_code: 'meditation_vip', invite_id: 'm1' })
  storage.set(StorageKey.isInviteMember, 1)
  await root.user.completeLogin('T1')
  const accept = calls.find(([c]) => c === 'POST /v3/invite/member/accept')
  expect(accept?.[1]).toEqual({ invite_user_id: '9', invite_product_code: 'meditation_vip', invite_id: 'm1' })
  expect(calls.map(([c]) => c)).toContain('POST /v3/meditation/inviteAccept')
  expect(root.user.isVip).toBe(true)
  expect(storage.get(StorageKey.isInvite)).toBeUndefined()
  expect(storage.get(StorageKey.isInviteMember)).toBeUndefined()
  expect(storage.get(StorageKey.pendingInvite)).toBeUndefined()
})

it('a refused or failed membership accept still drops the flags; without isInviteMember it is not called', async () => {
  const { root, calls, storage } = build(
    { 'POST /v3/invite/member/accept': () => ({ code: 1116, msg: 'no', data: null }) },
    { token: 'T' }
  )
  root.user.rememberInvite({ invite_user_id: '9' })
  storage.set(StorageKey.isInviteMember, 1)
  await expect(root.user.acceptPendingInvite()).resolves.toBe(false)
  expect(storage.get(StorageKey.isInviteMember)).toBeUndefined()
  expect(storage.get(StorageKey.isInvite)).toBeUndefined()

  calls.length = 0
  root.user.rememberInvite({ invite_user_id: '9' })
  await root.user.acceptPendingInvite()
  expect(calls.map(([c]) => c)).toEqual(['POST /v3/meditation/inviteAccept'])
})
