/**
 * Operator roles and the rule every admin route carries (`config.adminRoles`, or `config.adminPublic` for the
 * sign-in itself). The admin plugin refuses to register a route under /admin/api without one, and the access
 * test walks every registered route for every role.
 */
export const ROLES = ['owner', 'editor', 'support', 'moderator', 'group_admin'] as const
export type Role = (typeof ROLES)[number]

export const ALL_ROLES: readonly Role[] = ROLES
export const CONTENT: readonly Role[] = ['owner', 'editor']
export const COMMERCE: readonly Role[] = ['owner', 'support']
export const MODERATION: readonly Role[] = ['owner', 'moderator']
export const OWNER: readonly Role[] = ['owner']
/** Enterprise groups: moderators and owners for every enterprise, a group admin for their own only. */
export const GROUPS: readonly Role[] = ['owner', 'moderator', 'group_admin']

export interface AdminRouteConfig {
  adminRoles?: readonly Role[]
  adminPublic?: boolean
}

/** The operator as the API shows it (docs/admin-api.md `operator`). */
export interface OperatorDto {
  id: number
  email: string
  name: string
  role: Role
  enterpriseId: number | null
  locale: 'zh-Hant' | 'en'
  disabled: boolean
  createdAt: string
  lastLoginAt: string | null
}
