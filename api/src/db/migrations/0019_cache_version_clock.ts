// The public answers' change counters (0017) never go back: each change moves a counter to
// the wall clock in milliseconds if that is ahead of it, else one up. Before, emptying the
// table (a restore, a reset) started the counters again at 1, so a browser or CDN holding an
// ETag from before could be told 304 for a list that had changed since.
import { type Kysely, sql } from 'kysely'

const NAMES = ['animals', 'ngos'] as const

/** Redefines the counters' trigger functions: `first` for a new row, `next` for an existing one. */
async function bumpFunctions(db: Kysely<any>, first: string, next: string): Promise<void> {
  for (const name of NAMES) {
    await sql`
      create or replace function ${sql.raw(`bump_${name}_version`)}() returns trigger language plpgsql as $$
      begin
        insert into cache_versions (name, version) values (${sql.lit(name)}, ${sql.raw(first)})
        on conflict (name) do update set version = ${sql.raw(next)};
        return null;
      end $$`.execute(db)
  }
}

const CLOCK_MS = '(extract(epoch from clock_timestamp()) * 1000)::bigint'

export async function up(db: Kysely<any>): Promise<void> {
  await bumpFunctions(db, CLOCK_MS, `greatest(cache_versions.version + 1, ${CLOCK_MS})`)
}

export async function down(db: Kysely<any>): Promise<void> {
  await bumpFunctions(db, '1', 'cache_versions.version + 1')
}
