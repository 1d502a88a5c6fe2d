/**
 * Refine's authProvider over the admin session (POST/GET/DELETE /admin/api/session): e-mail, password and a
 * 6-digit TOTP code; the session itself is an httpOnly cookie, so nothing is kept in storage here. The signed-in
 * operator is cached in memory for the menu and the access checks.
 */
import type { AuthProvider } from '@refinedev/core'
import { API_URL, errorCode, errorMessage, http } from './http'
import type { Operator } from './roles'

let current: Operator | null = null
let pending: Promise<Operator | null> | null = null

/** The signed-in operator (asks the server once, then from memory until sign-in or sign-out). */
export function currentOperator(): Promise<Operator | null> {
  if (current) return Promise.resolve(current)
  pending ??= http
    .get<{ operator: Operator }>(`${API_URL}/session`)
    .then((r) => (current = r.data.operator))
    .catch(() => null)
    .finally(() => {
      pending = null
    })
  return pending
}

export interface LoginForm {
  email: string
  password: string
  otp: string
}

export const authProvider: AuthProvider = {
  login: async ({ email, password, otp }: LoginForm) => {
    try {
      const r = await http.post<{ operator: Operator }>(`${API_URL}/session`, { email, password, otp })
      current = r.data.operator
      return { success: true, redirectTo: '/' }
    } catch (err) {
      current = null
      return { success: false, error: { name: errorCode(err) ?? 'error', message: errorMessage(err) } }
    }
  },
  logout: async () => {
    try {
      await http.delete(`${API_URL}/session`)
    } catch {
      // signed out on the server already
    }
    current = null
    return { success: true, redirectTo: '/login' }
  },
  check: async () => {
    const op = await currentOperator()
    return op ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true }
  },
  onError: async (error: { statusCode?: number }) => {
    if (error?.statusCode === 401) {
      current = null
      return { logout: true, redirectTo: '/login' }
    }
    return { error: error as Error }
  },
  getIdentity: async () => currentOperator(),
  getPermissions: async () => (await currentOperator())?.role ?? null
}
