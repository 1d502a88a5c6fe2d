/** Device label sent with every request (spec §9): WECHAT for H5. */
export function deviceLabel(): 'WECHAT' | 'MINIAPP_IOS' | 'MINIAPP_ANDROID' {
  return 'WECHAT'
}
