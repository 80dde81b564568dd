// What a case's timeline shows to whom: the same rule as the case itself (rescues.mapper.ts).
// Decline reasons, NGO notes and admin notes are for admins and NGOs only; the reporter reads
// only the notes they wrote themselves, and a follower reads no notes at all. The steps, who
// took them and any proof photos stay for everyone who may see the case.
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { RescueView } from './rescues.mapper.ts'

export function timelineFor<T extends HistoryEntry>(entries: T[], view: RescueView): T[] {
  if (view.restricted) return entries
  return entries.map((entry) => {
    const own = view.contact && entry.actor?.role === 'requester'
    return own || entry.note === null ? entry : { ...entry, note: null }
  })
}
