import Taro from '@tarojs/taro'

/** Copies text to the clipboard (the mini-program's own API; H5: ./clipboard.h5.ts). The caller says it was copied. */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}
