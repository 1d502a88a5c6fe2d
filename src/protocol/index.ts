/**
 * Code shared by the app and the server: no Taro, no Node imports (platform adapters resolve per build).
 * Payload types live one module per domain; `./common` holds the conventions every module follows.
 */
export * from './signature'
export * from './errors'
export * from './common'
export * from './user'
export * from './meditation'
export * from './course'
export * from './commerce'
export * from './maya'
export * from './invite'
export * from './gold'
export * from './realtime'
export * from './search'
export * from './forum'
export * from './third'
export * from './courseCards'
export * from './comments'
export * from './collection'
export * from './mall'
export * from './assistant'
