import { describe, expect, it } from 'vitest'
import {
  ADOPTION_STATUSES,
  adoptionMovesFor,
  adoptionTransition,
  animalStatusAfterAdoption,
  RESCUE_STATUSES,
  RESCUE_TERMINAL,
  rescueMovesFor,
  rescueTransition,
} from '../src/index.ts'

describe('rescue machine (DESIGN section 5)', () => {
  it('follows the happy path with the right actors', () => {
    expect(rescueTransition('pending', 'assigned', 'admin')).toBeDefined()
    expect(rescueTransition('assigned', 'accepted', 'ngo')).toBeDefined()
    expect(rescueTransition('accepted', 'in_progress', 'ngo')).toBeDefined()
    expect(rescueTransition('in_progress', 'rescued', 'ngo')).toBeDefined()
    expect(rescueTransition('rescued', 'completed', 'ngo')).toBeDefined()
  })

  it('a declined case goes back to the admin, never to the NGO', () => {
    expect(rescueTransition('assigned', 'declined', 'ngo')).toBeDefined()
    expect(rescueTransition('declined', 'assigned', 'admin')).toBeDefined()
    expect(rescueTransition('declined', 'assigned', 'ngo')).toBeUndefined()
    expect(rescueTransition('declined', 'accepted', 'ngo')).toBeUndefined()
  })

  it('the requester may cancel anything not terminal, and nothing terminal moves', () => {
    for (const status of RESCUE_STATUSES) {
      const canCancel = rescueTransition(status, 'cancelled', 'requester') !== undefined
      expect(canCancel).toBe(!RESCUE_TERMINAL.includes(status))
    }
    for (const terminal of RESCUE_TERMINAL) {
      for (const actor of ['admin', 'ngo', 'requester'] as const) expect(rescueMovesFor(terminal, actor)).toEqual([])
    }
  })

  it('the NGO cannot skip steps', () => {
    expect(rescueTransition('assigned', 'in_progress', 'ngo')).toBeUndefined()
    expect(rescueTransition('accepted', 'completed', 'ngo')).toBeUndefined()
    expect(rescueTransition('pending', 'accepted', 'ngo')).toBeUndefined()
  })
})

describe('adoption machine (spec part 2 section 4)', () => {
  it('has exactly the owner table of the spec', () => {
    const owner = ADOPTION_STATUSES.flatMap((from) => adoptionMovesFor(from, 'owner').map((t) => `${from}>${t.to}`))
    expect(owner.sort()).toEqual(
      [
        'pending>under_review', 'pending>approved', 'pending>rejected',
        'under_review>approved', 'under_review>rejected',
        'approved>paperwork_pending', 'approved>home_visit_scheduled',
        'paperwork_pending>ready_for_pickup', 'paperwork_pending>home_visit_scheduled',
        'home_visit_scheduled>home_visit_completed', 'home_visit_scheduled>rejected',
        'home_visit_completed>ready_for_pickup',
        'ready_for_pickup>in_transit', 'ready_for_pickup>trial_period',
        'in_transit>trial_period',
        'trial_period>completed', 'trial_period>returned',
        'returned>pending',
      ].sort(),
    )
    expect(adoptionTransition('returned', 'pending', 'owner')?.label).toBe('Restart Process')
  })

  it('the applicant may cancel except when approved, completed, rejected, cancelled, returned, in transit or on trial', () => {
    const blocked = ['approved', 'completed', 'rejected', 'cancelled', 'returned', 'in_transit', 'trial_period']
    for (const status of ADOPTION_STATUSES) {
      expect(adoptionTransition(status, 'cancelled', 'applicant') !== undefined).toBe(!blocked.includes(status))
    }
  })

  it('moves the animal with the application', () => {
    expect(animalStatusAfterAdoption('approved', false)).toBe('pending')
    expect(animalStatusAfterAdoption('completed', false)).toBe('adopted')
    expect(animalStatusAfterAdoption('rejected', false)).toBe('available')
    expect(animalStatusAfterAdoption('rejected', true)).toBeNull()
    expect(animalStatusAfterAdoption('returned', false)).toBe('available')
    expect(animalStatusAfterAdoption('under_review', false)).toBeNull()
  })
})
