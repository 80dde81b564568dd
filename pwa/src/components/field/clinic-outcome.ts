// What a case's timeline already says about the animal at a clinic (docs/rules.md#clinics): once
// a clinic admitted it, completing the case does not ask again what became of it; the outcome
// is the clinic's (admitted there, or died there by its news). Null when no clinic admitted it,
// or the last hand-over was refused.
import type { RescueOutcome } from '@paws/contracts'
import type { HistoryEntry } from '@paws/contracts/schemas/common'

export interface KnownOutcome {
  kind: RescueOutcome
  place: string
}

export function clinicOutcome(history: readonly HistoryEntry[] | undefined): KnownOutcome | null {
  const steps = (history ?? []).flatMap((h) => (h.clinic ? [h.clinic] : []))
  const admittedAt = steps.findLastIndex((s) => s.step === 'admitted')
  if (admittedAt < 0 || steps.slice(admittedAt).some((s) => s.step === 'handover' || s.step === 'refused')) return null
  const news = steps.slice(admittedAt).findLast((s) => s.step === 'update')
  return { kind: news?.animalState === 'died' ? 'died' : 'admitted', place: steps[admittedAt].name }
}

/** Whether the animal of this case is at a clinic that admitted it (the reporter is not asked whether it is still there). */
export const admittedAtClinic = (history: readonly HistoryEntry[] | undefined) => clinicOutcome(history) !== null
