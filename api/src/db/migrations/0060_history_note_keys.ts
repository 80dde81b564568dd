// The server's notes on a case's or an application's history are kept as a catalog key with its
// values, read in the reader's language (docs/rules.md#languages); the English sentence stays in
// `note` for the CSV and older clients. Existing rows are keyed by the sentences the server wrote;
// a person's note keeps no key and reads as written. Frozen: the sentences as they were written.
import { type Kysely, sql } from 'kysely'

const TABLES = ['rescue_history', 'adoption_history'] as const

/** Each server sentence: its pattern, its key and the values its groups hold (`::int` a number). */
const SENTENCES: readonly { pattern: string; key: string; values: string }[] = [
  { pattern: String.raw`^Reported$`, key: 'historyNote.reported', values: `'{}'::jsonb` },
  { pattern: String.raw`^Application submitted$`, key: 'historyNote.applied', values: `'{}'::jsonb` },
  { pattern: String.raw`^Status set by an admin$`, key: 'historyNote.setByAdmin', values: `'{}'::jsonb` },
  { pattern: String.raw`^Assigned to (.+)$`, key: 'historyNote.assigned', values: `jsonb_build_object('ngo', m[1])` },
  {
    pattern: String.raw`^Reassigned to (.+): no response from (.+)$`,
    key: 'historyNote.reassigned',
    values: `jsonb_build_object('ngo', m[1], 'previous', m[2])`,
  },
  {
    pattern: String.raw`^Reassigned to (.+) \(was (.+)\)$`,
    key: 'historyNote.reassignedFrom',
    values: `jsonb_build_object('ngo', m[1], 'previous', m[2])`,
  },
  {
    pattern: String.raw`^Merged into case #(\d+)$`,
    key: 'historyNote.mergedInto',
    values: `jsonb_build_object('id', m[1]::int)`,
  },
  {
    pattern: String.raw`^Case #(\d+) merged into this case: (\d+) photo\(s\) and (\d+) follower\(s\) moved here$`,
    key: 'historyNote.mergedHere',
    values: `jsonb_build_object('id', m[1]::int, 'photos', m[2]::int, 'followers', m[3]::int)`,
  },
  { pattern: String.raw`^Reported the same animal\.$`, key: 'historyNote.sameAnimal', values: `'{}'::jsonb` },
  {
    pattern: String.raw`^Reported the same animal: (.+)$`,
    key: 'historyNote.sameAnimalNote',
    values: `jsonb_build_object('note', m[1])`,
  },
  {
    pattern: String.raw`^Returned to the admin queue: (.+) (is no longer verified|was suspended|was not approved)\.$`,
    key: 'historyNote.returned',
    values: `jsonb_build_object('ngo', m[1], 'why', CASE m[2] WHEN 'was suspended' THEN 'suspended' WHEN 'was not approved' THEN 'notApproved' ELSE 'unverified' END)`,
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('note_key', 'text').addColumn('note_values', 'jsonb').execute()
    // The first sentence that matches keys the row (the order above, as the server read them).
    for (const { pattern, key, values } of SENTENCES) {
      await sql`
        UPDATE ${sql.table(table)} AS h
        SET note_key = ${key}, note_values = ${sql.raw(values)}
        FROM (SELECT id, regexp_match(note, ${pattern}) AS m FROM ${sql.table(table)}
              WHERE note_key IS NULL AND note IS NOT NULL) AS found
        WHERE h.id = found.id AND found.m IS NOT NULL
      `.execute(db)
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('note_key').dropColumn('note_values').execute()
  }
}
