/**
 * The one HTTP client of the console: the admin API at /admin/api (same origin, the session is the httpOnly
 * `jx_admin` cookie), asking for messages in the console's language. Errors become Refine's HttpError with the
 * server's translated message and its `code`.
 */
import { axiosInstance } from '@refinedev/simple-rest'
import { storedLocale } from './i18n'

export const API_URL = '/admin/api'
export const http = axiosInstance

http.defaults.withCredentials = true
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', storedLocale() === 'en' ? 'en' : 'zh-Hant')
  return config
})

/** The server's error code ('bad_credentials', 'forbidden', ...) from a rejected request, if any. */
export function errorCode(err: unknown): string | undefined {
  const e = err as { response?: { data?: { code?: unknown } } }
  return typeof e?.response?.data?.code === 'string' ? e.response.data.code : undefined
}

export function errorMessage(err: unknown): string {
  const e = err as { response?: { data?: { message?: unknown } }; message?: unknown }
  const m = e?.response?.data?.message ?? e?.message
  return typeof m === 'string' && m ? m : String(err)
}
