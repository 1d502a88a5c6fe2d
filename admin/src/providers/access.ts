/** Refine's accessControlProvider: the menu and the buttons follow the role table (roles.ts). */
import type { AccessControlProvider } from '@refinedev/core'
import { currentOperator } from './auth'
import { mayUse } from './roles'

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const op = await currentOperator()
    return { can: mayUse(op?.role, resource) }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } }
}
