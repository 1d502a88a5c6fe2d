/**
 * H5: there is no mini-program login here (a browser has no `wx.login`), so the pages offer the email, password
 * and phone logins instead. The Official Account's web authorization (WECHAT_OA_APPID) is used only to pay in
 * WeChat's browser (the payer's openid for WeChat Pay), not to sign in: a sign-in there would need snsapi_userinfo
 * consent and a unionid to meet the mini-program's accounts.
 */
export const wechatLoginAvailable = false

export async function wechatLoginCode(): Promise<string | null> {
  return null
}
