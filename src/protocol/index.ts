/** Code shared by the app and the server: no Taro, no Node imports (platform adapters resolve per build). */
export * from './signature'
export * from './errors'
export * from './types'
export * from './realtime'
