// Header navigation by role (spec part 1 section 2, "Navigation and header").
import type { Role } from '@paws/contracts'

export type NavPath =
  | '/'
  | '/animals'
  | '/rescue'
  | '/adoption'
  | '/add-animal'
  | '/dashboard'
  | '/admin'
  | '/admin/animals'
  | '/admin/users'
  | '/admin/ngos'
  | '/admin/rescues'
  | '/admin/adoptions'

export interface NavItem {
  to: NavPath
  label: string
  exact?: boolean
}

export function navItems(role: Role | undefined): NavItem[] {
  if (role === 'admin') {
    return [
      // Every queue of the desk, the two daily ones first.
      { to: '/admin', label: 'Dashboard', exact: true },
      { to: '/admin/rescues', label: 'Rescues' },
      { to: '/admin/adoptions', label: 'Adoptions' },
      { to: '/admin/ngos', label: 'NGOs' },
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/animals', label: 'Animals' },
    ]
  }
  if (role === 'ngo') {
    return [
      { to: '/', label: 'Home', exact: true },
      { to: '/animals', label: 'Animals' },
      { to: '/rescue', label: 'Rescue' },
      { to: '/adoption', label: 'Applications' },
    ]
  }
  return [
    { to: '/', label: 'Home', exact: true },
    { to: '/animals', label: 'Adopt' },
    { to: '/rescue', label: 'Rescue' },
  ]
}

/** The listing button: Add Animal for NGOs and shelters, List Your Pet for adopters and visitors. */
export function listingAction(role: Role | undefined): NavItem | null {
  if (role === 'ngo' || role === 'shelter') return { to: '/add-animal', label: 'Add Animal' }
  if (role === 'adopter' || role === undefined) return { to: '/add-animal', label: 'List Your Pet' }
  return null
}

/** Admin Panel for admins, Dashboard for every other signed-in user. */
export function homeAction(role: Role | undefined): NavItem | null {
  if (role === undefined) return null
  return role === 'admin' ? { to: '/admin', label: 'Admin Panel' } : { to: '/dashboard', label: 'Dashboard' }
}
