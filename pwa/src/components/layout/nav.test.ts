import { describe, expect, it } from 'vitest'
import { homeAction, listingAction, navItems } from './nav.ts'

const labels = (items: { label: string; to: string }[]) => items.map((i) => `${i.label} ${i.to}`)

describe('header navigation by role', () => {
  it('admin: the dashboard and every queue of the admin area, the daily ones first', () => {
    expect(labels(navItems('admin'))).toEqual([
      'Dashboard /admin',
      'Rescues /admin/rescues',
      'Adoptions /admin/adoptions',
      'NGOs /admin/ngos',
      'Clinics /admin/clinics',
      'Users /admin/users',
      'Animals /admin/animals',
      'Coverage /coverage',
    ])
    expect(homeAction('admin')).toEqual({ to: '/admin', label: 'Admin Panel' })
    expect(listingAction('admin')).toBeNull()
  })

  it('NGO: home, animals, rescue, applications and Add Animal', () => {
    expect(labels(navItems('ngo'))).toEqual([
      'Home /',
      'Animals /animals',
      'Rescue /rescue',
      'Lost & found /lost-found',
      'Applications /adoption',
    ])
    expect(labels(navItems('ngo', true))).toEqual([
      'Home /',
      'Animals /animals',
      'Rescue /rescue',
      'Lost & found /lost-found',
      'Applications /adoption',
      'Team /team',
      'Coverage /coverage',
    ])
    // A member of an approved NGO answers offers and picks cases near them.
    expect(labels(navItems('ngo', false, true))).toEqual([
      'Home /',
      'Animals /animals',
      'Rescue /rescue',
      'Respond /respond',
      'Lost & found /lost-found',
      'Applications /adoption',
    ])
    expect(listingAction('ngo')).toEqual({ to: '/add-animal', label: 'Add Animal' })
    expect(homeAction('ngo')).toEqual({ to: '/dashboard', label: 'Dashboard' })
  })

  it('adopters and visitors: home, adopt, rescue, lost & found and List Your Pet', () => {
    const items = ['Home /', 'Adopt /animals', 'Rescue /rescue', 'Lost & found /lost-found']
    expect(labels(navItems('adopter'))).toEqual(items)
    expect(labels(navItems(undefined))).toEqual(items)
    expect(listingAction('adopter')?.label).toBe('List Your Pet')
    expect(homeAction('adopter')?.to).toBe('/dashboard')
    expect(homeAction(undefined)).toBeNull()
  })
})
