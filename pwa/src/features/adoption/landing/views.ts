// Which list /adoption opens on: an adopter's own applications first, an NGO's
// received list first; either can switch. The application page's "Back to Adoptions" returns
// to the view the person came from (`from`), else to the one their part in it belongs to.
import type { Role } from '@paws/contracts'

export const ADOPTION_VIEWS = ['mine', 'received'] as const
export type AdoptionView = (typeof ADOPTION_VIEWS)[number]

export const isAdoptionView = (v: unknown): v is AdoptionView =>
  typeof v === 'string' && (ADOPTION_VIEWS as readonly string[]).includes(v)

export function parseViewSearch(search: Record<string, unknown>): { view?: AdoptionView } {
  return isAdoptionView(search.view) ? { view: search.view } : {}
}

export function parseFromSearch(search: Record<string, unknown>): { from?: AdoptionView } {
  return isAdoptionView(search.from) ? { from: search.from } : {}
}

/** The view /adoption opens on when none is asked for; null for visitors and admins (how it works). */
export function defaultView(role: Role | undefined): AdoptionView | null {
  if (role === 'ngo') return 'received'
  if (role === 'adopter') return 'mine'
  return null
}

/** Where "Back to Adoptions" goes from an application the caller reads as `part`. */
export function backView(
  from: AdoptionView | undefined,
  part: 'applicant' | 'owner' | 'admin',
): AdoptionView | 'admin' {
  if (from) return from
  if (part === 'admin') return 'admin'
  return part === 'applicant' ? 'mine' : 'received'
}
