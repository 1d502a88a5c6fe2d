/** Live rooms: the HLS files of our own provider, the room's calls and the chat socket, sharing one hub. */
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../../config'
import { HlsLiveProvider } from '../../live/hls'
import { LiveHub } from '../../live/hub'
import chatRoutes from './chat'
import hlsRoutes from './hls'
import roomRoutes from './room'

export default async function liveRoutes(app: FastifyInstance) {
  const hub = new LiveHub(app.ctx.bus)
  await hub.open()
  app.addHook('onClose', async () => {
    await hub.close()
  })
  const live = app.ctx.live
  if (live instanceof HlsLiveProvider) await app.register(hlsRoutes, { dir: live.dir })
  await app.register(roomRoutes, { hub, mediaDir: loadConfig().mediaDir })
  await app.register(chatRoutes, { hub })
}
