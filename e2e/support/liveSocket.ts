/**
 * A live chat viewer outside the browser, for tests that need someone else in the room: the server tests' signed
 * client (server/test/liveClient.ts) pointed at the test server's address, in zh-Hant.
 */
import { liveClient } from '../../server/test/liveClient'

export const liveSocket = (base: string, who: { token: string; id: number }, liveId: number) =>
  liveClient(`${base.replace(/^http/, 'ws')}/ws/live`, who, liveId, Date.now(), 'zh-Hant')
