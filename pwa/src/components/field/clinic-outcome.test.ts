import type { HistoryEntry } from '@paws/contracts/schemas/common'
import { describe, expect, it } from 'vitest'
import { admittedAtClinic, clinicOutcome } from './clinic-outcome.ts'

const entry = (clinic?: HistoryEntry['clinic']): HistoryEntry =>
  ({
    from: 'in_progress',
    to: 'in_progress',
    actor: null,
    note: null,
    override: false,
    at: '2026-12-01T10:00:00Z',
    clinic,
  }) as HistoryEntry
const step = (
  s: 'handover' | 'admitted' | 'refused' | 'update',
  name = 'Parel Vet Care',
  animalState: 'under_treatment' | 'died' | null = null,
) => entry({ step: s, name, ref: null, animalState })

describe('what the timeline knows of the animal at a clinic', () => {
  it('admitted: the outcome is admitted at that clinic, and its news of a death makes it died', () => {
    expect(clinicOutcome([entry(), step('handover'), step('admitted')])).toEqual({
      kind: 'admitted',
      place: 'Parel Vet Care',
    })
    expect(
      clinicOutcome([step('handover'), step('admitted'), step('update', 'Parel Vet Care', 'under_treatment')]),
    ).toEqual({
      kind: 'admitted',
      place: 'Parel Vet Care',
    })
    expect(clinicOutcome([step('handover'), step('admitted'), step('update', 'Parel Vet Care', 'died')])).toEqual({
      kind: 'died',
      place: 'Parel Vet Care',
    })
  })

  it('nothing known without an admission, after a refusal, or while a new hand-over waits', () => {
    expect(clinicOutcome(undefined)).toBeNull()
    expect(clinicOutcome([entry(), step('handover')])).toBeNull()
    expect(clinicOutcome([step('handover'), step('refused')])).toBeNull()
    expect(
      admittedAtClinic([step('handover', 'A'), step('refused', 'A'), step('handover', 'B'), step('admitted', 'B')]),
    ).toBe(true)
    expect(
      clinicOutcome([step('handover', 'A'), step('refused', 'A'), step('handover', 'B'), step('admitted', 'B')]),
    ).toEqual({
      kind: 'admitted',
      place: 'B',
    })
  })
})
