// What a case's timeline shows to whom: the same rule as the case itself (rescues.mapper.ts).
// Decline reasons, NGO notes and admin notes are for admins and NGOs only. The reporter reads
// the notes of the people who reported the animal (their own and their followers'), and a
// follower only the notes they wrote themselves. The steps, who took them and any proof
// photos stay for everyone who may see the case; a clinic's own number for an animal it
// admitted is for the NGO and the admins (docs/rules.md#clinics). The desk's entries (a report
// held for review, its release, a responder's "looks false"; docs/rules.md#dispatch) and the
// NGO's hand-offs (who goes) are for admins and NGOs only: nobody else reads them at all.
import { INSIDE_NOTE_KEYS } from '@paws/contracts'
import type { HistoryEntry } from '@paws/contracts/schemas/common'
import type { RescueView } from './rescues.mapper.ts'

const REPORTERS = ['requester', 'follower']

export function timelineFor<T extends HistoryEntry>(entries: T[], view: RescueView, viewerId?: number): T[] {
  if (view.restricted) return entries
  const outside = entries.filter((entry) => !entry.noteKey || !INSIDE_NOTE_KEYS.includes(entry.noteKey))
  return outside.map((entry) => {
    const own = viewerId !== undefined && entry.actor?.id === viewerId
    const reporters = view.contact && REPORTERS.includes(entry.actor?.role ?? '')
    const shown = entry.clinic ? { ...entry, clinic: { ...entry.clinic, ref: null } } : entry
    if (own || reporters || shown.note === null) return shown
    // A hidden note goes with its key and values (a follower's words may be among them).
    const { noteKey: _key, noteValues: _values, ...rest } = shown
    return { ...rest, note: null } as T
  })
}
