/**
 * Which role may use which resource: the menu shows only these, and the pages ask before offering an action.
 * The server refuses the rest on its own (docs/admin-api.md); this is for the operator's eyes only.
 */
export type Role = 'owner' | 'editor' | 'support' | 'moderator' | 'group_admin'

export interface Operator {
  id: number
  email: string
  name: string
  role: Role
  enterpriseId: number | null
  locale?: 'zh-Hant' | 'en'
}

export const RESOURCE_ROLES: Record<string, Role[]> = {
  overview: ['owner', 'editor', 'support', 'moderator', 'group_admin'],
  albums: ['owner', 'editor'],
  tracks: ['owner', 'editor'],
  uploads: ['owner', 'editor'],
  orders: ['owner', 'support'],
  users: ['owner', 'support'],
  'code-batches': ['owner', 'support'],
  coupons: ['owner', 'support'],
  gifts: ['owner', 'support'],
  reports: ['owner', 'moderator'],
  'live-chats': ['owner', 'moderator'],
  groups: ['owner', 'moderator', 'group_admin'],
  operators: ['owner'],
  audit: ['owner'],
  documents: ['owner', 'editor'],
  faqs: ['owner', 'editor'],
  landings: ['owner', 'editor'],
  'annual-cards': ['owner', 'editor'],
  'annual-card-holders': ['owner', 'support'],
  lives: ['owner', 'editor'],
  camps: ['owner', 'editor'],
  courses: ['owner', 'editor'],
  'short-videos': ['owner', 'editor'],
  plans: ['owner', 'editor'],
  collections: ['owner', 'editor'],
  quotes: ['owner', 'editor'],
  questionnaires: ['owner', 'editor'],
  scenes: ['owner', 'editor'],
  'day-picks': ['owner', 'editor'],
  tickets: ['owner', 'editor'],
  'ticket-signups': ['owner', 'editor', 'support'],
  'meditation-banners': ['owner', 'editor'],
  'meditation-floors': ['owner', 'editor'],
  'course-banners': ['owner', 'editor'],
  'course-floors': ['owner', 'editor'],
  'support-messages': ['owner', 'support'],
  'app-links': ['owner', 'editor']
}

export function mayUse(role: Role | undefined, resource: string | undefined): boolean {
  if (!role || !resource) return false
  return (RESOURCE_ROLES[resource] ?? []).includes(role)
}

/** Where a role lands after signing in: its first resource. */
export function homeOf(role: Role): string {
  return role === 'editor' ? '/albums' : role === 'support' ? '/orders' : role === 'moderator' ? '/reports' : '/'
}
