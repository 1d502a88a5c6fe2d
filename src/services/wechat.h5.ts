/**
 * H5: there is no mini-program login here (a browser has no `wx.login`), so the pages offer the email, password
 * and phone logins instead. WeChat's web OAuth would need an official-account app id this product does not have.
 */
export const wechatLoginAvailable = false

export async function wechatLoginCode(): Promise<string | null> {
  return null
}
