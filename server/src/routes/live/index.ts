/** Live rooms: the HLS files of our own provider, the room's calls and the chat socket, sharing one hub. */
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../../config'
import { HlsLiveProvider } from '../../live/hls'
import { LiveHub } from '../../live/hub'
import { hlsUrlKey } from '../../live/signedHls'
import blwRoutes from './blw'
import chatRoutes from './chat'
import hlsRoutes from './hls'
import roomRoutes, { LIVE_CONTROL } from './room'

export default async function liveRoutes(app: FastifyInstance) {
  const hub = new LiveHub(app.ctx.bus)
  await hub.open()
  app.addHook('onClose', async () => {
    await hub.close()
  })
  const live = app.ctx.live
  const config = loadConfig()
  const hlsKey = hlsUrlKey(config.live.urlKey, app.ctx.mediaKey)
  if (live instanceof HlsLiveProvider) {
    await app.register(hlsRoutes, { dir: live.dir, key: hlsKey })
    // a stop asked of another process reaches the one that runs the channel's encoder
    const stopControl = await app.ctx.bus.subscribe(LIVE_CONTROL, (payload) => {
      const c = payload as { channel?: unknown; action?: unknown }
      if (typeof c?.channel === 'number' && c.action === 'stop' && live.runs(c.channel))
        void live.stop(c.channel).catch((err) => app.log.warn({ err }, 'live stop failed'))
    })
    app.addHook('onClose', async () => {
      await stopControl()
    })
  }
  await app.register(roomRoutes, { hub, mediaDir: config.mediaDir, hlsKey })
  await app.register(chatRoutes, { hub })
  await app.register(blwRoutes)
}
