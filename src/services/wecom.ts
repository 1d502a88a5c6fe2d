/**
 * The WeCom login code of the mini-program opened inside WeCom (`wx.qy.login`, wecom.weapp.ts), exchanged at
 * POST /v3/enterprise/wecom/mplogin. This default (jest, H5) answers that it is not available: H5 goes through
 * WeCom's OAuth page instead (the login page's authorize address).
 */

/** Whether this app runs inside WeCom with `wx.qy.login`. */
export function wecomInAppAvailable(): boolean {
  return false
}

/** The one-time WeCom login code, or null where there is none. */
export async function wecomInAppCode(): Promise<string | null> {
  return null
}
