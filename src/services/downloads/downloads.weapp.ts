/**
 * weapp: a download is `Taro.downloadFile` into a temp file, then `saveFile` into the mini-program's saved
 * files. WeChat allows 10 MB of saved files per mini-program in total, so a download that would go past it is
 * refused (DownloadError 'quota') and its temp file dropped. The player loads the saved file's path.
 */
import Taro from '@tarojs/taro'
import { DownloadError, type MediaSaver } from './types'

/** WeChat's limit for all saved files of a mini-program together. */
export const WEAPP_SAVED_FILES_LIMIT = 10 * 1024 * 1024

const fsm = () => Taro.getFileSystemManager()

const call = <T>(fn: (o: { success: (r: T) => void; fail: (e: { errMsg?: string }) => void }) => void): Promise<T> =>
  new Promise((resolve, reject) => fn({ success: resolve, fail: (e) => reject(new Error(e?.errMsg || 'fail')) }))

/** Bytes the saved files take now (more exact than the stored sizes if anything else saved files). */
async function savedBytes(fallback: number): Promise<number> {
  try {
    const r = await call<{ fileList: { size: number }[] }>((o) => fsm().getSavedFileList(o as never))
    return r.fileList.reduce((n, f) => n + (f.size || 0), 0)
  } catch {
    return fallback
  }
}

export const mediaSaver: MediaSaver = {
  limitBytes: WEAPP_SAVED_FILES_LIMIT,
  available: () => true,
  async save(url, _key, usedBytes) {
    let temp: string
    try {
      const r = await Taro.downloadFile({ url })
      if (r.statusCode !== 200) throw new Error(`HTTP ${r.statusCode}`)
      temp = r.tempFilePath
    } catch {
      throw new DownloadError('network')
    }
    const size = await call<{ size: number }>((o) => fsm().getFileInfo({ filePath: temp, ...o } as never))
      .then((r) => r.size)
      .catch(() => 0)
    const used = await savedBytes(usedBytes)
    if (used + size > WEAPP_SAVED_FILES_LIMIT) {
      fsm().unlink({ filePath: temp, fail: () => {} } as never)
      throw new DownloadError('quota')
    }
    try {
      const saved = await call<{ savedFilePath: string }>((o) => fsm().saveFile({ tempFilePath: temp, ...o } as never))
      return { size, file: saved.savedFilePath }
    } catch (e) {
      throw new DownloadError('quota', String(e))
    }
  },
  async remove(entry) {
    if (!entry.file) return
    await call((o) => fsm().removeSavedFile({ filePath: entry.file!, ...o } as never)).catch(() => {})
  },
  playableSrc: (entry) => entry.file || entry.key
}
