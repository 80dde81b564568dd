// Header navigation by role (docs/screens.md, "Navigation and header").
import type { Role } from '@paws/contracts'
import { t } from '../../i18n/index.ts'

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
  | '/admin/clinics'
  | '/clinic'
  | '/admin/rescues'
  | '/admin/adoptions'
  | '/team'
  | '/coverage'
  | '/respond'
  | '/lost-found'

export interface NavItem {
  to: NavPath
  label: string
  exact?: boolean
}

/**
 * `coordinator`: the user coordinates an NGO's team (its Team page is theirs). `responds`: a
 * member of an approved NGO, who answers offers and picks cases near them (Respond).
 */
export function navItems(role: Role | undefined, coordinator = false, responds = false): NavItem[] {
  if (role === 'admin') {
    return [
      // Every queue of the desk, the two daily ones first.
      { to: '/admin', label: t('nav.dashboard'), exact: true },
      { to: '/admin/rescues', label: t('nav.rescues') },
      { to: '/admin/adoptions', label: t('nav.adoptions') },
      { to: '/admin/ngos', label: t('nav.ngos') },
      { to: '/admin/clinics', label: t('nav.clinics') },
      { to: '/admin/users', label: t('nav.users') },
      { to: '/admin/animals', label: t('nav.animals') },
      { to: '/coverage', label: t('nav.coverage') },
    ]
  }
  if (role === 'ngo') {
    return [
      { to: '/', label: t('nav.home'), exact: true },
      { to: '/animals', label: t('nav.animals') },
      { to: '/rescue', label: t('nav.rescue') },
      ...(responds ? [{ to: '/respond' as const, label: t('nav.respond') }] : []),
      { to: '/lost-found', label: t('nav.lostFound') },
      { to: '/adoption', label: t('nav.applications') },
      ...(coordinator
        ? [
            { to: '/team' as const, label: t('nav.team') },
            { to: '/coverage' as const, label: t('nav.coverage') },
          ]
        : []),
    ]
  }
  if (role === 'vet') {
    // A clinic: the animals handed to it and whether it takes emergencies (docs/rules.md#clinics).
    // Its own page is the header's button (homeAction).
    return [
      { to: '/', label: t('nav.home'), exact: true },
      { to: '/rescue', label: t('nav.rescue') },
    ]
  }
  return [
    { to: '/', label: t('nav.home'), exact: true },
    { to: '/animals', label: t('nav.adopt') },
    { to: '/rescue', label: t('nav.rescue') },
    { to: '/lost-found', label: t('nav.lostFound') },
  ]
}

/** The listing button: Add Animal for NGOs and shelters, List Your Pet for adopters and visitors. */
export function listingAction(role: Role | undefined): NavItem | null {
  if (role === 'ngo' || role === 'shelter') return { to: '/add-animal', label: t('nav.addAnimal') }
  if (role === 'adopter' || role === undefined) return { to: '/add-animal', label: t('nav.listPet') }
  return null
}

/** Where signing in leads when no page asked for it: a clinic's own page for a clinic (docs/rules.md#clinics). */
export function landingFor(role: Role): '/' | '/clinic' {
  return role === 'vet' ? '/clinic' : '/'
}

/** Admin Panel for admins, the clinic's page for a clinic, Dashboard for every other signed-in user. */
export function homeAction(role: Role | undefined): NavItem | null {
  if (role === undefined) return null
  if (role === 'vet') return { to: '/clinic', label: t('nav.clinic') }
  return role === 'admin'
    ? { to: '/admin', label: t('nav.adminPanel') }
    : { to: '/dashboard', label: t('nav.dashboard') }
}
