import { t, worded } from './english.ts'
import { describe, expect, it } from 'vitest'
import {
  canAssignRescue,
  MESSAGES,
  RESCUE_ASSIGNABLE,
  RESCUE_STATUSES,
  RESCUE_TRANSITIONS,
  rescueActorMayReach,
  ngoControlsVisible,
  ngoProgressOptions,
  rescueConflictMessage,
  rescueStepErrors,
  validateRescueReport,
} from '../src/index.ts'

describe('rescue wizard rules', () => {
  const complete = {
    animalType: 'dog',
    urgency: 'critical',
    description: 'Hit by a car',
    location: { address: 'Linking Road', city: 'Mumbai', pincode: '400 050' },
  }

  it('a complete report passes; each step reports only its own fields', () => {
    expect(validateRescueReport(t, complete)).toEqual([])
    const empty = {}
    expect(rescueStepErrors(t, 1, empty).map((e) => e.field)).toEqual(['animalType', 'urgency'])
    expect(rescueStepErrors(t, 2, empty).map((e) => e.field)).toEqual([
      'location.address',
      'location.city',
      'location.pincode',
    ])
    expect(worded(rescueStepErrors(t, 3, empty))).toEqual([
      { field: 'description', message: 'Description is required' },
    ])
    expect(rescueStepErrors(t, 4, empty)).toEqual([])
  })

  it('refuses unknown animal types and urgencies, blank text and bad pincodes', () => {
    expect(validateRescueReport(t, { ...complete, animalType: 'dragon', urgency: 'urgent' })).toEqual([
      { field: 'animalType', message: MESSAGES.rescueAnimalType },
      { field: 'urgency', message: MESSAGES.rescueUrgency },
    ])
    expect(worded(validateRescueReport(t, { ...complete, description: '   ' }))).toEqual([
      { field: 'description', message: 'Description is required' },
    ])
    expect(validateRescueReport(t, { ...complete, location: { ...complete.location, pincode: '40005' } })).toEqual([
      { field: 'location.pincode', message: MESSAGES.pincode },
    ])
  })

  it('with a GPS fix the pincode may be left out, but one that is given must be 6 digits', () => {
    const gps = { ...complete, location: { address: 'By the bus stop', city: 'Mumbai', lat: 19.05, lng: 72.84 } }
    expect(validateRescueReport(t, gps)).toEqual([])
    expect(rescueStepErrors(t, 2, gps)).toEqual([])
    expect(validateRescueReport(t, { ...gps, location: { ...gps.location, pincode: '4000' } })).toEqual([
      { field: 'location.pincode', message: MESSAGES.pincode },
    ])
    expect(validateRescueReport(t, { ...gps, location: { ...gps.location, lat: null } }).map((e) => e.field)).toEqual([
      'location.pincode',
    ])
    expect(
      validateRescueReport(t, { ...gps, location: { ...gps.location, address: ' ' } }).map((e) => e.field),
    ).toEqual(['location.address'])
  })
})

describe('rescue machine helpers', () => {
  it('an admin assigns a pending case or a declined one without an NGO, and reassigns one not yet accepted', () => {
    for (const status of RESCUE_STATUSES) {
      expect(canAssignRescue({ status, ngoId: null }), status).toBe(status === 'pending' || status === 'declined')
      expect(canAssignRescue({ status, ngoId: 7 }), status).toBe(status === 'pending' || status === 'assigned')
    }
    // The list is the machine's: exactly the statuses an admin moves to assigned from.
    const fromMachine = RESCUE_TRANSITIONS.filter((t) => t.to === 'assigned' && t.actor === 'admin').map((t) => t.from)
    expect(RESCUE_ASSIGNABLE.map((a) => a.status).sort()).toEqual([...fromMachine].sort())
  })

  it('every status other than a terminal one can be cancelled by the requester', () => {
    const cancellable = RESCUE_TRANSITIONS.filter((t) => t.actor === 'requester').map((t) => t.from)
    expect([...cancellable].sort()).toEqual(
      RESCUE_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled').sort(),
    )
    expect(rescueActorMayReach('requester', 'accepted')).toBe(false)
    expect(rescueActorMayReach('ngo', 'completed')).toBe(true)
  })

  it('conflict messages say where the case is', () => {
    expect(rescueConflictMessage(t, 'accepted', 'accepted')).toBe('This rescue request is already accepted.')
    expect(rescueConflictMessage(t, 'in_progress', 'accepted')).toBe('This rescue request is already in progress.')
    expect(rescueConflictMessage(t, 'assigned', 'completed')).toBe(
      'This rescue request is assigned, so it cannot be marked completed yet.',
    )
    expect(rescueConflictMessage(t, 'cancelled', 'accepted')).toBe('This rescue request is already cancelled.')
    expect(rescueConflictMessage(t, 'declined', 'accepted')).toBe('This rescue request is already declined.')
  })
})

describe('NGO progress choices (docs/rules.md#status-machines)', () => {
  it('offers the current status and the next one, completed only itself', () => {
    expect(ngoProgressOptions('accepted')).toEqual(['accepted', 'in_progress'])
    expect(ngoProgressOptions('in_progress')).toEqual(['in_progress', 'rescued'])
    expect(ngoProgressOptions('rescued')).toEqual(['rescued', 'completed'])
    expect(ngoProgressOptions('completed')).toEqual(['completed'])
  })

  it('offers nothing before acceptance or once declined or cancelled', () => {
    for (const status of ['pending', 'assigned', 'declined', 'cancelled'] as const)
      expect(ngoProgressOptions(status)).toEqual([])
  })

  it('NGO controls need an NGO and an open, not declined case', () => {
    expect(ngoControlsVisible('assigned', true)).toBe(true)
    expect(ngoControlsVisible('assigned', false)).toBe(false)
    for (const status of ['completed', 'declined', 'cancelled'] as const)
      expect(ngoControlsVisible(status, true)).toBe(false)
  })
})
