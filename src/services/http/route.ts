/** The current route as `path?query`, and the login-redirect form of it (spec §8: without `code` and `state`). */
import Taro from '@tarojs/taro'

/** Query keys Taro adds to routes for its own bookkeeping. */
const INTERNAL = /^(\$taro|stamp$)/

/** The current page as `/path?query`, from Taro's router (the same on H5 and in the mini-program). */
export function currentRoute(): string {
  const router = Taro.getCurrentInstance().router
  if (!router || !router.path) return '/pages/meditation/index'
  const path = '/' + router.path.split('?')[0].replace(/^\/+/, '')
  const query = Object.entries(router.params || {})
    .filter(([k, v]) => !INTERNAL.test(k) && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  return query ? `${path}?${query}` : path
}

/** Remove the `code` and `state` query parameters (OAuth callbacks) from a route. */
export function stripCodeState(route: string): string {
  const [path, query = ''] = route.split('?')
  const kept = query.split('&').filter((p) => p && !/^(code|state)=/.test(p) && p !== 'code' && p !== 'state')
  return kept.length ? `${path}?${kept.join('&')}` : path
}
