// The public answers' change counters (0017) never go back: each change moves a counter to
// the wall clock in milliseconds if that is ahead of it, else one up. Before, emptying the
// table (a restore, a reset) started the counters again at 1, so a browser or CDN holding an
// ETag from before could be told 304 for a list that had changed since.
import { type Kysely, sql } from 'kysely'

const NAMES = ['animals', 'ngos'] as const

async function bumpFunctions(db: Kysely<any>, next: string): Promise<void> {
  for (const name of NAMES) {
    await sql`
      create or replace function ${sql.raw(`bump_${name}_version`)}() returns trigger language plpgsql as $$
      begin
        insert into cache_versions (name, version) values (${sql.lit(name)}, ${sql.raw(next.replace('%', '0'))})
        on conflict (name) do update set version = ${sql.raw(next.replace('%', 'cache_versions.version'))};
        return null;
      end $$`.execute(db)
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await bumpFunctions(db, 'greatest(% + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)')
}

export async function down(db: Kysely<any>): Promise<void> {
  await bumpFunctions(db, '% + 1')
}
