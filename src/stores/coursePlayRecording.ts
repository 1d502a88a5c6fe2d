/**
 * Wires a CoursePlaySession and the realtime video reporting (spec §4 socket, messageType 9 with sku and
 * videoId) to the app's stores. Shared by the course player and the live room (main-package code).
 * The meditation engineer's RealtimeReporter only serialises the init it is given, so the video init goes
 * through it unchanged (its type names the audio init; the server accepts both, see SocketInitVideo).
 */
import type { RootStore } from '.'
import { RealtimeReporter } from './realtimeReporter'
import { worthKeeping } from './playRecords'
import { socketUrl } from '../services/socket'
import { systemClock } from '../services/clock'
import { deviceLabel } from '../services/http/device'
import { signNonce, signSocketInit, signTimestamp, DEV_SIGN_KEY } from '../protocol/signature'
import type { SocketInitAudio, SocketInitVideo } from '../protocol/types'
import { APP_VERSION } from '../utils/constants'
import { CoursePlaySession } from './coursePlaySession'

/** A lesson's play time (`kind` 'course'), or a live course's (`kind` 'live', lessonId = the course id). */
export function createPlaySession(
  root: RootStore,
  sku: string,
  lessonId: number,
  kind: 'course' | 'live' = 'course'
): CoursePlaySession {
  return new CoursePlaySession(sku, lessonId, {
    send: (r) => root.deps.api.course.playLog(r),
    keep: (r) => root.playLogs.keep(kind, r),
    worthKeeping,
    loggedIn: () => root.user.isLoggedIn
  })
}

/** A video reporter: `start(sku, videoId)` opens the socket when logged in; `stop()` closes it. */
export function createVideoReporter(root: RootStore, snapshot: () => { position: number; status: 1 | 2 }) {
  const connect = root.deps.connectSocket
  const http = root.deps.api.http
  const reporter = connect
    ? new RealtimeReporter({
        connect,
        clock: root.deps.clock ?? systemClock,
        url: () => socketUrl(http.config?.base ?? ''),
        snapshot
      })
    : null
  return {
    start(sku: string, videoId: number) {
      const { user, token } = root.user
      if (!reporter || !user || !token) {
        reporter?.stop()
        return
      }
      const signKey = http.config?.signKey || DEV_SIGN_KEY
      reporter.start(() => {
        const fields = {
          messageType: 9 as const,
          token,
          userId: user.id,
          device: deviceLabel(),
          version: APP_VERSION,
          sku,
          videoId,
          timestamp: signTimestamp(),
          nonce: signNonce()
        }
        const init: SocketInitVideo = { ...fields, sign: signSocketInit(fields, signKey) }
        return init as unknown as SocketInitAudio
      })
    },
    stop() {
      reporter?.stop()
    }
  }
}
