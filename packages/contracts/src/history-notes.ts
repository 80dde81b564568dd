// The notes the server writes on a case's or an application's history (docs/rules.md#languages):
// stored as a catalog key with its values (`historyNote.assigned`, { ngo }) and read in the
// reader's language; the English sentence is kept beside them for the CSV. A note a person
// wrote has no key and reads as written.
import type { SharedMessageId, Translator } from './i18n.ts'

/** The server's notes: each is one catalog key. */
export const HISTORY_NOTE_KEYS = [
  'historyNote.reported',
  'historyNote.applied',
  'historyNote.setByAdmin',
  'historyNote.assigned',
  'historyNote.reassigned',
  'historyNote.reassignedFrom',
  'historyNote.mergedInto',
  'historyNote.mergedHere',
  'historyNote.sameAnimal',
  'historyNote.sameAnimalNote',
  'historyNote.returned',
  'historyNote.heldNewAccount',
  'historyNote.heldFalseReports',
  'historyNote.released',
  'historyNote.looksFalse',
  'historyNote.joinedSamePhoto',
  'historyNote.joinedHere',
  'historyNote.volunteerNamed',
  'historyNote.volunteerCleared',
] as const satisfies readonly SharedMessageId[]
export type HistoryNoteKey = (typeof HISTORY_NOTE_KEYS)[number]

/** A server note: its key and values (names, case numbers, counts; never words of a language). */
export interface ServerNote {
  key: HistoryNoteKey
  values?: Record<string, string | number>
}

/**
 * The entries only admins and NGOs read; a reporter or a follower does not see them at all:
 * the admins' desk (docs/rules.md#dispatch: why a report is held for review, its release, a
 * responder's "looks false") and an NGO's own hand-offs (which member goes on the case).
 */
export const INSIDE_NOTE_KEYS: readonly HistoryNoteKey[] = [
  'historyNote.heldNewAccount',
  'historyNote.heldFalseReports',
  'historyNote.released',
  'historyNote.looksFalse',
  'historyNote.volunteerNamed',
  'historyNote.volunteerCleared',
]

/** Why an NGO's cases went back to the queue, as `historyNote.returned` selects it. */
export type ReturnedWhy = 'notApproved' | 'unverified' | 'suspended'

/**
 * A history entry's note in the reader's language: a server note by its key and values, a
 * person's note as written. Rows written before notes were keyed were keyed once, in SQL, by
 * migration 0060; nothing reads English back into a key at run time.
 */
export function historyNote(
  t: Translator,
  entry: { note: string | null; noteKey?: HistoryNoteKey; noteValues?: Record<string, string | number> },
): string {
  if (entry.noteKey) return t(entry.noteKey, entry.noteValues)
  return entry.note ?? ''
}
