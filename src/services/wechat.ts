/**
 * WeChat login code for POST /v3/wechat/code. Only the mini-program has `Taro.login` (wechat.weapp.ts); this
 * default (jest) and wechat.h5.ts answer that it is not available, and the pages offer the other logins.
 */
export const wechatLoginAvailable = false

/** The one-time login code, or null where WeChat login does not exist. */
export async function wechatLoginCode(): Promise<string | null> {
  return null
}
