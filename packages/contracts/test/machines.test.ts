import { t } from './english.ts'
import { describe, expect, it } from 'vitest'
import {
  ADOPTION_ANIMAL_REPLACES,
  ADOPTION_CLOSED,
  ADOPTION_COMMITTED,
  ADOPTION_STATUSES,
  adoptionActorMayReach,
  adoptionConflictMessage,
  adoptionMovesFor,
  adoptionMovesForRole,
  animalStatusAfterAdoptionDeleted,
  isAdoptionOverride,
  adoptionTransition,
  animalStatusAfterAdoption,
  RESCUE_STATUSES,
  RESCUE_TERMINAL,
  nextRescueAction,
  RESCUE_ACTION_MOVES,
  ngoProgressOptions,
  rescueActionTarget,
  rescueMovesFor,
  rescueTransition,
} from '../src/index.ts'

describe('rescue machine (docs/rules.md#status-machines)', () => {
  it('follows the happy path with the right actors', () => {
    expect(rescueTransition('pending', 'assigned', 'admin')).toBeDefined()
    expect(rescueTransition('assigned', 'accepted', 'ngo')).toBeDefined()
    expect(rescueTransition('accepted', 'in_progress', 'ngo')).toBeDefined()
    expect(rescueTransition('in_progress', 'rescued', 'ngo')).toBeDefined()
    expect(rescueTransition('rescued', 'completed', 'ngo')).toBeDefined()
  })

  it('a declined case goes back to the admin and to the ring, never to the NGO that declined it', () => {
    expect(rescueTransition('assigned', 'declined', 'ngo')).toBeDefined()
    expect(rescueTransition('declined', 'assigned', 'admin')).toBeDefined()
    expect(rescueTransition('declined', 'assigned', 'ngo')).toBeUndefined()
    // Another responder it is offered to may take it (the API checks the offer or the duty).
    expect(rescueTransition('declined', 'accepted', 'ngo')?.action).toBe('accept')
  })

  it('a case nobody holds is taken by an accept: the field action of the move from pending and declined', () => {
    expect(RESCUE_ACTION_MOVES.accept.from).toEqual(['assigned', 'pending', 'declined'])
    expect(RESCUE_ACTION_MOVES.progress.from).toEqual(['accepted', 'in_progress'])
    expect(nextRescueAction('pending')).toBeNull()
    expect(nextRescueAction('accepted')).toBe('progress')
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
    expect(rescueTransition('pending', 'in_progress', 'ngo')).toBeUndefined()
  })
})

describe('adoption machine (docs/rules.md#status-machines)', () => {
  it('has exactly the owner table of the spec', () => {
    const owner = ADOPTION_STATUSES.flatMap((from) => adoptionMovesFor(from, 'owner').map((t) => `${from}>${t.to}`))
    expect(owner.sort()).toEqual(
      [
        'pending>under_review',
        'pending>approved',
        'pending>rejected',
        'under_review>approved',
        'under_review>rejected',
        'approved>paperwork_pending',
        'approved>home_visit_scheduled',
        'paperwork_pending>ready_for_pickup',
        'paperwork_pending>home_visit_scheduled',
        'home_visit_scheduled>home_visit_completed',
        'home_visit_scheduled>rejected',
        'home_visit_completed>ready_for_pickup',
        'ready_for_pickup>in_transit',
        'ready_for_pickup>trial_period',
        'in_transit>trial_period',
        'trial_period>completed',
        'trial_period>returned',
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

  it("with the move's origin: moves inside approved-or-later leave the animal alone, leaving that range frees it", () => {
    expect(animalStatusAfterAdoption('paperwork_pending', false, 'approved')).toBeNull()
    expect(animalStatusAfterAdoption('approved', false, 'under_review')).toBe('pending')
    expect(animalStatusAfterAdoption('trial_period', false, 'completed')).toBe('pending')
    expect(animalStatusAfterAdoption('under_review', false, 'approved')).toBe('available')
    expect(animalStatusAfterAdoption('under_review', true, 'approved')).toBeNull()
    expect(animalStatusAfterAdoption('cancelled', false, 'paperwork_pending')).toBe('available')
    expect(animalStatusAfterAdoption('pending', false, 'returned')).toBeNull()
    expect(animalStatusAfterAdoption('completed', false, 'pending')).toBe('adopted')
    expect(animalStatusAfterAdoptionDeleted('approved', false)).toBe('available')
    expect(animalStatusAfterAdoptionDeleted('completed', false)).toBe('available')
    expect(animalStatusAfterAdoptionDeleted('pending', false)).toBeNull()
    expect(animalStatusAfterAdoptionDeleted('approved', true)).toBeNull()
  })

  it("the workflow never replaces a soft delete, and only completion replaces the owner's holds", () => {
    for (const replaced of Object.values(ADOPTION_ANIMAL_REPLACES)) expect(replaced).not.toContain('deleted')
    expect(ADOPTION_ANIMAL_REPLACES.pending).not.toContain('medical_hold')
    expect(ADOPTION_ANIMAL_REPLACES.available).not.toContain('unavailable')
    expect(ADOPTION_ANIMAL_REPLACES.adopted).toContain('medical_hold')
  })

  it('committed and closed: completed is both; every committed status except completed is open', () => {
    expect(ADOPTION_COMMITTED.filter((s) => ADOPTION_CLOSED.includes(s))).toEqual(['completed'])
  })

  it('who may reach what, overrides, and the buttons per role', () => {
    expect(adoptionActorMayReach('applicant', 'cancelled')).toBe(true)
    expect(adoptionActorMayReach('applicant', 'approved')).toBe(false)
    expect(adoptionActorMayReach('owner', 'cancelled')).toBe(false)
    expect(isAdoptionOverride('pending', 'approved')).toBe(false)
    expect(isAdoptionOverride('pending', 'cancelled')).toBe(false)
    expect(isAdoptionOverride('pending', 'completed')).toBe(true)
    expect(adoptionMovesForRole('pending', 'admin').map((m) => m.to)).toEqual([
      'under_review',
      'approved',
      'rejected',
      'cancelled',
    ])
    expect(adoptionMovesForRole('pending', 'applicant').map((m) => m.to)).toEqual(['cancelled'])
    expect(adoptionMovesForRole('completed', 'admin')).toEqual([])
  })

  it('conflict messages name the current status', () => {
    expect(adoptionConflictMessage(t, 'approved', 'approved')).toBe('This application is already marked Approved.')
    expect(adoptionConflictMessage(t, 'trial_period', 'cancelled')).toBe(
      "This application's status is Trial Period, so it can no longer be cancelled.",
    )
    expect(adoptionConflictMessage(t, 'pending', 'completed')).toBe(
      "This application's status is Pending Review, so it cannot be changed to Completed.",
    )
  })
})

describe('the hand-over to a clinic (docs/rules.md#clinics)', () => {
  it('taking the animal to a clinic rescues a case in progress and keeps a rescued one; only its action makes it', () => {
    expect(RESCUE_ACTION_MOVES.handover.from).toEqual(['in_progress', 'rescued'])
    expect(rescueActionTarget('handover', 'in_progress')).toBe('rescued')
    expect(rescueActionTarget('handover', 'rescued')).toBe('rescued')
    expect(rescueActionTarget('handover', 'accepted')).toBeNull()
    // A step is no move: the web's PUT and the NGO's progress choices never offer it.
    expect(rescueTransition('rescued', 'rescued', 'ngo')).toBeUndefined()
    expect(ngoProgressOptions('in_progress')).toEqual(['in_progress', 'rescued'])
    expect(nextRescueAction('rescued')).toBe('completed')
  })

  it('the clinic answers a rescued case and gives news also once it is completed, never on a cancelled one', () => {
    expect(rescueActionTarget('clinic_admit', 'rescued')).toBe('rescued')
    expect(rescueActionTarget('clinic_admit', 'completed')).toBeNull()
    expect(rescueActionTarget('clinic_update', 'completed')).toBe('completed')
    expect(rescueActionTarget('clinic_update', 'cancelled')).toBeNull()
    for (const terminal of RESCUE_TERMINAL) expect(rescueMovesFor(terminal, 'clinic')).toEqual([])
  })
})
