// The notes the server writes on a case's or an application's history (docs/rules.md#languages):
// stored as English sentences, read in the reader's language. Each known sentence is one
// catalog key with its values ("Assigned to {ngo}"); a note a person wrote reads as written.
import type { SharedMessageId, Translator } from './i18n.ts'

/** The server's sentences, each with the key that words it and the names of its values. */
const NOTES: readonly { pattern: RegExp; id: SharedMessageId; values: readonly string[] }[] = [
  { pattern: /^Reported$/, id: 'historyNote.reported', values: [] },
  { pattern: /^Application submitted$/, id: 'historyNote.applied', values: [] },
  { pattern: /^Status set by an admin$/, id: 'historyNote.setByAdmin', values: [] },
  { pattern: /^Assigned to (.+)$/s, id: 'historyNote.assigned', values: ['ngo'] },
  {
    pattern: /^Reassigned to (.+): no response from (.+)$/s,
    id: 'historyNote.reassigned',
    values: ['ngo', 'previous'],
  },
  { pattern: /^Merged into case #(\d+)$/, id: 'historyNote.mergedInto', values: ['id'] },
  {
    pattern: /^Case #(\d+) merged into this case: (\d+) photo\(s\) and (\d+) follower\(s\) moved here$/,
    id: 'historyNote.mergedHere',
    values: ['id', 'photos', 'followers'],
  },
  { pattern: /^Reported the same animal\.$/, id: 'historyNote.sameAnimal', values: [] },
  { pattern: /^Reported the same animal: (.+)$/s, id: 'historyNote.sameAnimalNote', values: ['note'] },
  {
    pattern: /^Returned to the admin queue: (.+) (is no longer verified|was suspended|was not approved)\.$/s,
    id: 'historyNote.returned',
    values: ['ngo', 'why'],
  },
]

/** The reasons an NGO's cases go back to the queue, as the catalog selects them. */
const WHY: Record<string, string> = {
  'was not approved': 'notApproved',
  'is no longer verified': 'unverified',
  'was suspended': 'suspended',
}

/** A history note in the reader's language: a server sentence by its key, a person's note as written. */
export function historyNote(t: Translator, note: string): string {
  for (const { pattern, id, values } of NOTES) {
    const match = pattern.exec(note)
    if (!match) continue
    const named = Object.fromEntries(values.map((name, i) => [name, match[i + 1]]))
    if (named.why !== undefined) named.why = WHY[named.why]
    return t(id, named)
  }
  return note
}
