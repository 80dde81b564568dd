// What a backup holds of the database: every table of the app's schema (public) except the
// migration bookkeeping, in foreign-key order (a table after the tables it references), with
// the columns a restore may write (not generated ones) and the primary key to page by.
// pg-boss's own schema (the job queue) is left out on purpose: queued pushes and e-mails are
// for the moment, not records; pg-boss recreates its schema on the restored instance.
import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'

export interface TableInfo {
  name: string
  /** Columns a restore writes (generated columns are recomputed by the database). */
  columns: string[]
  primaryKey: string[]
  /** Has a GENERATED ALWAYS identity column: inserts need OVERRIDING SYSTEM VALUE. */
  identity: boolean
}

export interface SequenceState {
  name: string
  lastValue: string | null
}

// cache_versions is derived: its triggers rebuild it as the restored rows go in (0017).
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock', 'cache_versions'])

export async function listTables(db: Database): Promise<TableInfo[]> {
  const tables = (
    await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !SKIPPED.has(name))
  const columns = (
    await sql<{ table: string; column: string; identity: string; generated: string }>`
      select c.relname as table, a.attname as column, a.attidentity as identity, a.attgenerated as generated
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(db)
  ).rows
  const keys = (
    await sql<{ table: string; column: string }>`
      select c.relname as table, a.attname as column
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = 'public' and i.indisprimary order by c.relname, k.ord`.execute(db)
  ).rows
  const references = (
    await sql<{ from: string; to: string }>`
      select c.relname as from, r.relname as to
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`.execute(db)
  ).rows

  const info = new Map<string, TableInfo>(
    tables.map((name) => [
      name,
      {
        name,
        columns: columns.filter((c) => c.table === name && c.generated === '').map((c) => c.column),
        primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
        identity: columns.some((c) => c.table === name && c.identity === 'a'),
      },
    ]),
  )
  // Depth-first topological order; a table referencing itself is ordered by its key instead.
  const ordered: TableInfo[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (name: string, path: string[]) => {
    const table = info.get(name)
    if (state.get(name) === 'done' || !table) return
    if (state.get(name) === 'visiting') {
      throw new Error(`foreign keys form a cycle (${[...path, name].join(' -> ')}); the backup cannot order them`)
    }
    state.set(name, 'visiting')
    for (const ref of references) if (ref.from === name && ref.to !== name) visit(ref.to, [...path, name])
    state.set(name, 'done')
    ordered.push(table)
  }
  for (const name of tables) visit(name, [])
  return ordered
}

export async function listSequences(db: Database): Promise<SequenceState[]> {
  const rows = await sql<{ name: string; last_value: string | null }>`
    select sequencename as name, last_value::text as last_value from pg_sequences
    where schemaname = 'public' order by sequencename`.execute(db)
  return rows.rows.map((r) => ({ name: r.name, lastValue: r.last_value }))
}

export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  return rows.rows.map((r) => r.name)
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
