/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

/** Injected by config/index.ts defineConstants. */
declare const __API_BASE__: string
declare const __SIGN_KEY__: string
declare const __APP_VERSION__: string
/** development | test | production (config/apiBase.ts). */
declare const __APP_ENV__: string

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    TARO_APP_ID: string
  }
}

declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export const createReactApp: (...args: any[]) => any
}
