/**
 * The enterprise WeChat (WeCom) login behind an interface. WeCom's OAuth sends the browser to its authorize page,
 * which returns to our redirect URI with `?code=&state=`; the server exchanges the code for the staff member's
 * corporation and user id. The dev provider stands in for WeCom: its authorize page is /dev/wecom/authorize (pick
 * an organisation and a staff id), and its codes carry that identity. It exists only where dev routes are on.
 */
export interface WecomIdentity {
  corpId: string
  userId: string
  name?: string
}

export interface WecomProvider {
  /** Where to send the browser; WeCom comes back to `redirect` with `code` and `state` added. */
  authorizeUrl(redirect: string, state: string): string
  exchange(code: string): Promise<WecomIdentity | null>
}

const DEV_PREFIX = 'devwecom.'

/** A dev code for this identity (what the dev authorize page hands back). */
export function devWecomCode(identity: WecomIdentity): string {
  return DEV_PREFIX + Buffer.from(JSON.stringify(identity)).toString('base64url')
}

export function devWecom(): WecomProvider {
  return {
    authorizeUrl: (redirect, state) =>
      `/dev/wecom/authorize?${new URLSearchParams({ redirect_uri: redirect, state }).toString()}`,
    async exchange(code) {
      if (!code.startsWith(DEV_PREFIX)) return null
      try {
        const v = JSON.parse(Buffer.from(code.slice(DEV_PREFIX.length), 'base64url').toString('utf8')) as WecomIdentity
        if (typeof v.corpId !== 'string' || typeof v.userId !== 'string' || !v.corpId || !v.userId) return null
        return { corpId: v.corpId.slice(0, 64), userId: v.userId.slice(0, 64), name: v.name?.slice(0, 32) }
      } catch {
        return null
      }
    }
  }
}
