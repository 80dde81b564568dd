// Route guards. Login-required pages live under the pathless routes/_auth.tsx, which sends
// visitors to /login?redirect=<where they were>. Role checks either show Access Denied
// (listing pages: components/auth/RequireRole.tsx) or redirect (admin pages, docs/screens.md).
import type { Role } from '@paws/contracts'
import { redirect } from '@tanstack/react-router'
import type { Session } from './session.ts'

/** A same-site path to return to after signing in; anything else is ignored. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return undefined
  return value
}

export async function requireLogin(session: Session, href: string) {
  await session.whenReady()
  if (!session.getState().user) throw redirect({ to: '/login', search: { redirect: href } })
}

/** beforeLoad helper for admin pages: users whose role is not listed go to /dashboard. */
export async function requireRoleOrRedirect(session: Session, roles: readonly Role[]) {
  await session.whenReady()
  const user = session.getState().user
  if (user && !roles.includes(user.role)) throw redirect({ to: '/dashboard' })
}
