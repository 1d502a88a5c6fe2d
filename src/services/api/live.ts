/** Live room calls (spec §7 live: status get and set, usersign, playback history messages). Types: src/protocol/live.ts. */
import type { Http } from '../http'
import { socketUrl } from '../socket'
import type {
  BlwPlayDTO,
  BlwPlaybackDTO,
  BlwStatusDTO,
  LiveHistoryDTO,
  LiveModerateBody,
  LiveReplayMessagesDTO,
  LiveRoomDTO,
  LiveSignDTO,
  LiveStatusCode,
  LiveViewerDTO
} from '../../protocol/live'
import { registerApiDomain } from './registry'

export function createLiveApi(http: Http) {
  return {
    /** The room by id (or sku): its status, what to play and the viewer's standing. */
    room: (key: { id?: number; sku?: string }) =>
      http.get<LiveRoomDTO>('/v3/live/status', key.id ? { id: key.id } : { sku: key.sku ?? '' }, { silent: true }),
    /** Teacher: 2 starts the channel, 3 ends it (the replay is kept). */
    setStatus: (id: number, status: 2 | 3) =>
      http.put<{ id: number; live_status: LiveStatusCode }>('/v3/live/status', { id, status }),
    sign: (id: number) => http.post<LiveSignDTO>('/v2/live/usersign', { id }),
    history: (id: number, before?: number) =>
      http.get<LiveHistoryDTO>('/v3/live/messages', before ? { id, before } : { id }, { silent: true }),
    replayMessages: (id: number, fromMs: number, toMs: number) =>
      http.get<LiveReplayMessagesDTO>(
        '/v2/live/playback/history/messages',
        { id, from_ms: Math.max(0, Math.floor(fromMs)), to_ms: Math.floor(toMs) },
        { silent: true }
      ),
    viewers: (id: number) =>
      http.get<{ list: LiveViewerDTO[]; viewers: number }>('/v3/live/viewers', { id }, { silent: true }),
    moderate: (body: LiveModerateBody) => http.put<{ user_id: number }>('/v3/live/moderate', { ...body }),
    pin: (id: number, messageId: number | null) =>
      http.put<{ message_id: number | null }>('/v3/live/pin', { id, message_id: messageId }),
    /** The chat socket's address (`/ws/live` on the API origin), answering in `lang`. */
    chatUrl: (lang: string) => `${socketUrl(http.config.base)}/live?lang=${encodeURIComponent(lang)}`,
    /** The blwlive pages (spec §7 /v3/blw/*): who streams the live and its state, Polyv's signed watch URL, replays. */
    blwStatus: (id: number) => http.get<BlwStatusDTO>('/v3/blw/status', { id }, { silent: true }),
    blwPlay: (id: number, vid?: string) => http.get<BlwPlayDTO>('/v3/blw/play', vid ? { id, vid } : { id }),
    blwPlayback: (id: number) => http.get<BlwPlaybackDTO>('/v3/blw/playback', { id }, { silent: true }),
    signJoin: (fields: { type: 'join'; id: number; token: string; userId: number }, nowMs?: number) =>
      http.signSocketInit(fields, nowMs)
  }
}

registerApiDomain('live', createLiveApi)
