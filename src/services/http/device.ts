/** Device label sent with every request (spec §9). Default (tests): the H5 label. */
export function deviceLabel(): 'WECHAT' | 'MINIAPP_IOS' | 'MINIAPP_ANDROID' {
  return 'WECHAT'
}
