/**
 * Taro 4.x replacement for `new TestUtils().createApp()` of @tarojs/test-utils-react@0.1.1, which calls the
 * Taro 3.6 signature `createRouter(app, config, 'React')`; Taro 4 is `createRouter(history, app, config, React)`.
 */
import * as React from 'react'
import ReactDOM from 'react-dom/client'
import { join } from 'path'
import { createRouter, createHashHistory, handleAppMount } from '@tarojs/router'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import { proxyAppLifeCycle } from '@tarojs/test-utils-shared'
import { until } from './until'

export async function createTaroApp(root = process.cwd()) {
  ;(global as any).defineAppConfig = (c: any) => c
  ;(global as any).definePageConfig = (c: any) => c
  // jsdom opens at '/', the H5 site root: on an empty device that is the first-run welcome's front door
  // (services/welcome.ts), which would be pushed over the page a test opens. These apps are a device that has used
  // the app before; the welcome itself is tested in the browser (e2e/trust-shop.spec.ts).
  require('@tarojs/taro').setStorageSync('welcomeSeen', true)
  const App = require(join(root, 'src', 'app')).default
  const appConfig = require(join(root, 'src', 'app.config')).default
  const config = { ...appConfig }
  const pages: string[] = [
    ...appConfig.pages,
    ...(appConfig.subPackages || []).flatMap((p: any) => p.pages.map((page: string) => `${p.root}/${page}`))
  ]
  config.routes = pages.map((path: string) => ({
    path,
    load: async (context: any, params: any) => {
      const page = require(join(root, 'src', context.route.path)).default
      return [page, context, params]
    }
  }))
  config.router = { mode: 'hash' }
  const appInst = createReactApp(App, React, ReactDOM, config)
  proxyAppLifeCycle(appInst)
  document.body.innerHTML = '<div id="app"></div>'
  const history = createHashHistory({ window })
  handleAppMount(config, history)
  createRouter(history, appInst, config, React as any)
  // the app's first page mounts a moment later: a test's reLaunch before it would leave that page above the one
  // the test opened (seen on a loaded machine), so the app is ready only once its first page is in
  await until(() => document.querySelector('.taro_router > .taro_page'), "the app's first page")
  return appInst
}
