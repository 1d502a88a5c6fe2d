import { createElement, type PropsWithChildren } from 'react'
import { useLaunch, usePageNotFound } from '@tarojs/taro'
import { applyInitialLocale, t } from './i18n'
import { rootStore, StoresContext } from './stores'
import { launch, rememberEntryInvite } from './launch'
import { installHttpInterceptors } from './services/http'
import { watchPageLoading } from './services/pageLoading'
import { navigate } from './navigation/navigate'
import { warmEntryReads } from './services/warmReads'
import { Routes } from './navigation/routes'
import { applyDeviceTimeZone } from './utils/dates'
import { queueWelcome, shouldWelcome, welcomeAfterFirstPage } from './services/welcome'
import './app.scss'

applyInitialLocale()
// before any request: the HTTP layer's interceptors on Taro's request chain
installHttpInterceptors()
// the device's zone before the first read: the daily pick is the user's today's (launch applies it again)
applyDeviceTimeZone()
// H5: the entry page's first reads start now, while its code is still on the way
warmEntryReads(rootStore.deps.api)
// H5: a page chunk that is slow shows a loading view after 200 ms and a retry after 60 s (spec §9)
watchPageLoading(() => ({
  loading: t('app.pageLoading.loading'),
  failed: t('app.pageLoading.failed'),
  retry: t('app.pageLoading.retry')
}))

// H5: a device's first open at the site root shows the welcome (issue 32; services/welcome.ts). Read here, before
// the router replaces '/' with the home page's path and before React mounts the app. The mini-program decides at
// its launch (below) and the entry page opens it once ready.
if (process.env.TARO_ENV === 'h5') {
  const entry = {
    path: window.location.pathname,
    query: Object.fromEntries(new URLSearchParams(window.location.search))
  }
  if (shouldWelcome(rootStore.deps.storage, entry)) welcomeAfterFirstPage(() => navigate(Routes.welcome))
  // an invite link is kept now: launch runs only once React has mounted, and a visitor (or a test) that opened the
  // link and moved straight on lost it — the inviter got no gold (gold.spec and invitation.spec, first attempts)
  rememberEntryInvite(rootStore, entry.query)
}

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    const query = (options && (options as { query?: Record<string, string> }).query) || {}
    const path = (options && (options as { path?: string }).path) || ''
    if (process.env.TARO_ENV === 'weapp' && shouldWelcome(rootStore.deps.storage, { path, query })) queueWelcome()
    void launch(rootStore, query)
  })
  // an unknown route: the not-found page (with a way home) in place of a blank screen
  usePageNotFound((res) => {
    navigate(Routes.notFound, res && (res as { isEntryPage?: boolean }).isEntryPage ? 'relaunch' : 'redirect')
  })
  return createElement(StoresContext.Provider, { value: rootStore }, children)
}

export default App
