import { createElement, type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { applyInitialLocale } from './i18n'
import { rootStore, StoresContext } from './stores'
import { launch } from './launch'
import { installHttpInterceptors } from './services/http'
import './app.scss'

applyInitialLocale()
// before any request: the HTTP layer's interceptors on Taro's request chain
installHttpInterceptors()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    const query = (options && (options as { query?: Record<string, string> }).query) || {}
    void launch(rootStore, query)
  })
  return createElement(StoresContext.Provider, { value: rootStore }, children)
}

export default App
