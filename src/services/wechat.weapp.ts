/** Mini-program: `Taro.login` gives the one-time code the server exchanges at POST /v3/wechat/code. */
import Taro from '@tarojs/taro'

export const wechatLoginAvailable = true

export async function wechatLoginCode(): Promise<string | null> {
  const res = await Taro.login({ timeout: 10000 })
  return res.code || null
}
