/** Code shared by the app and the server: no Taro, no Node imports. */
export * from './sha256'
export * from './signature'
export * from './errors'
export * from './types'
