// A page only some roles may use: anyone else signed in sees Access Denied in its place
// (listing pages, docs/screens.md); the admin pages redirect instead (session/guards.ts).
import type { Role } from '@paws/contracts'
import type { ReactNode } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { AccessDenied } from '../ui/AccessDenied.tsx'

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession()
  if (!user) return null
  if (!roles.includes(user.role)) return <AccessDenied required={roles} actual={user.role} />
  return <>{children}</>
}
