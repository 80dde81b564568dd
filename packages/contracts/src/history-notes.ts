// The notes the server writes on a case's or an application's history (docs/rules.md#languages):
// stored as a catalog key with its values (`historyNote.assigned`, { ngo }) and read in the
// reader's language; the English sentence is kept beside them for the CSV and older clients. A
// note a person wrote has no key and reads as written.
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
 * The English sentences of notes written before they were stored with their key, for a row
 * the migration could not key (an older client's cached timeline).
 */
const SENTENCES: readonly { pattern: RegExp; key: HistoryNoteKey; values: readonly string[] }[] = [
  { pattern: /^Reported$/, key: 'historyNote.reported', values: [] },
  { pattern: /^Application submitted$/, key: 'historyNote.applied', values: [] },
  { pattern: /^Status set by an admin$/, key: 'historyNote.setByAdmin', values: [] },
  { pattern: /^Assigned to (.+)$/s, key: 'historyNote.assigned', values: ['ngo'] },
  {
    pattern: /^Reassigned to (.+): no response from (.+)$/s,
    key: 'historyNote.reassigned',
    values: ['ngo', 'previous'],
  },
  { pattern: /^Reassigned to (.+) \(was (.+)\)$/s, key: 'historyNote.reassignedFrom', values: ['ngo', 'previous'] },
  { pattern: /^Merged into case #(\d+)$/, key: 'historyNote.mergedInto', values: ['id'] },
  {
    pattern: /^Case #(\d+) merged into this case: (\d+) photo\(s\) and (\d+) follower\(s\) moved here$/,
    key: 'historyNote.mergedHere',
    values: ['id', 'photos', 'followers'],
  },
  { pattern: /^Reported the same animal\.$/, key: 'historyNote.sameAnimal', values: [] },
  { pattern: /^Reported the same animal: (.+)$/s, key: 'historyNote.sameAnimalNote', values: ['note'] },
  {
    pattern: /^Returned to the admin queue: (.+) (is no longer verified|was suspended|was not approved)\.$/s,
    key: 'historyNote.returned',
    values: ['ngo', 'why'],
  },
]

const WHY: Record<string, ReturnedWhy> = {
  'was not approved': 'notApproved',
  'is no longer verified': 'unverified',
  'was suspended': 'suspended',
}

/** The key and values of an English server sentence written before notes were keyed, else null. */
function keyOfSentence(note: string): ServerNote | null {
  for (const { pattern, key, values } of SENTENCES) {
    const match = pattern.exec(note)
    if (!match) continue
    const named: Record<string, string> = Object.fromEntries(values.map((name, i) => [name, match[i + 1] ?? '']))
    if (named.why !== undefined) named.why = WHY[named.why] ?? 'unverified'
    return { key, values: named }
  }
  return null
}

/**
 * A history entry's note in the reader's language: a server note by its key and values, an
 * older unkeyed server sentence by its pattern, a person's note as written.
 */
export function historyNote(
  t: Translator,
  entry: { note: string | null; noteKey?: HistoryNoteKey; noteValues?: Record<string, string | number> },
): string {
  if (entry.noteKey) return t(entry.noteKey, entry.noteValues)
  if (entry.note === null) return ''
  const keyed = keyOfSentence(entry.note)
  return keyed ? t(keyed.key, keyed.values) : entry.note
}
