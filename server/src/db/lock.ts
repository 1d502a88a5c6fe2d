/**
 * Single-process lock on a PGlite data dir. A second process opening the same dir corrupts it silently
 * (server-setup-notes §7.1), and PGlite does not enforce its own postmaster.pid, so we take this lock before
 * PGlite.create(). A lock left by a killed process (its pid no longer runs) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes `<dir>.lock`; returns a release function. Throws DataDirLockedError if another live process holds it. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`
  mkdirSync(dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file)
        } catch {
          /* already gone */
        }
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const pid = Number(readFileSync(file, 'utf8'))
      if (pid && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(`PGlite data dir ${dir} is in use by process ${pid}`)
      }
      rmSync(file, { force: true }) // stale: its owner died (e.g. SIGKILL)
    }
  }
  throw new DataDirLockedError(`could not lock ${dir}`)
}
