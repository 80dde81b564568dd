// The database half of a backup: a logical dump, one file per table of JSON lines made by
// PostgreSQL itself (row_to_json), read in one repeatable-read snapshot and paged by primary
// key, and loaded back with json_populate_recordset in foreign-key order inside a single
// transaction. Plain SQL over the app's own pg connection, so it works the same on PostgreSQL
// and on the embedded PGlite (no pg_dump binary, no COPY support needed, and no matching
// pg_dump version for a PostgreSQL 18 PGlite). Lines are kept as PostgreSQL wrote them, never
// re-encoded by JavaScript, so numerics and big integers keep every digit.
import { createHash } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import { sha256, type Manifest, type TableEntry } from './manifest.ts'
import { appliedMigrations, listSequences, listTables, quoteIdent, type TableInfo } from './tables.ts'

const PAGE_ROWS = 1_000
const INSERT_ROWS = 500
/** Rows of these tables may exist in a fresh instance (its generated secrets); the backup's replace them. */
const REPLACED_TABLES = new Set(['app_settings'])

type Db = Database

async function dumpTable(db: Db, table: TableInfo, path: string): Promise<TableEntry> {
  const file = await open(path, 'w', 0o600)
  let rows = 0
  let bytes = 0
  const hash = createHash('sha256')
  const name = quoteIdent(table.name)
  const key = table.primaryKey.map(quoteIdent).join(', ')
  try {
    let last: unknown[] | undefined
    for (;;) {
      const where = last && key ? sql`where (${sql.raw(key)}) > (${sql.join(last.map((v) => sql`${v}`))})` : sql``
      const order = key ? sql`order by ${sql.raw(key)} limit ${PAGE_ROWS}` : sql``
      const page = await sql<{
        j: string
      }>`select row_to_json(t)::text as j from ${sql.raw(name)} t ${where} ${order}`.execute(db)
      if (page.rows.length === 0) break
      const chunk = `${page.rows.map((r) => r.j).join('\n')}\n`
      await file.write(chunk)
      hash.update(chunk)
      bytes += Buffer.byteLength(chunk)
      rows += page.rows.length
      if (!key || page.rows.length < PAGE_ROWS) break
      const lastRow = JSON.parse(page.rows[page.rows.length - 1].j) as Record<string, unknown>
      last = table.primaryKey.map((c) => {
        const v = lastRow[c]
        return typeof v === 'object' && v !== null ? JSON.stringify(v) : v
      })
    }
  } finally {
    await file.close()
  }
  return { name: table.name, file: `db/${table.name}.jsonl`, rows, bytes, sha256: hash.digest('hex') }
}

/** Writes every table under dir/db/ from one consistent snapshot. */
export async function dumpDatabase(db: Db, dir: string): Promise<Manifest['database']> {
  await mkdir(join(dir, 'db'), { recursive: true, mode: 0o700 })
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx)
      const server = (await sql<{ v: string }>`select version() as v`.execute(trx)).rows[0].v
      const tables: TableEntry[] = []
      for (const table of await listTables(trx))
        tables.push(await dumpTable(trx, table, join(dir, 'db', `${table.name}.jsonl`)))
      return { server, migrations: await appliedMigrations(trx), tables, sequences: await listSequences(trx) }
    })
}

/** Tables of the target that already hold rows (besides the fresh instance's own secrets). */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const found: string[] = []
  for (const table of await listTables(db)) {
    if (REPLACED_TABLES.has(table.name)) continue
    const row = await sql<{
      any: boolean
    }>`select exists (select 1 from ${sql.raw(quoteIdent(table.name))}) as any`.execute(db)
    if (row.rows[0].any) found.push(table.name)
  }
  return found
}

/** Checks the dump's files against the manifest; throws on the first difference. */
export async function verifyDatabaseFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const t of manifest.database.tables) {
    const text = await readFile(join(dir, t.file))
    if (sha256(text) !== t.sha256) throw new Error(`${t.file} does not match its checksum: the backup is damaged`)
  }
}

/**
 * Loads the dump into `db` in one transaction: all tables or none. With `replace`, the
 * target's rows are removed first (restore --force).
 */
export async function loadDatabase(db: Db, dir: string, manifest: Manifest, replace: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tables = await listTables(trx)
    const byName = new Map(tables.map((t) => [t.name, t]))
    const missing = manifest.database.tables.filter((t) => !byName.has(t.name)).map((t) => t.name)
    if (missing.length > 0) throw new Error(`the target has no table ${missing.join(', ')}`)
    if (replace && tables.length > 0) {
      await sql
        .raw(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`)
        .execute(trx)
    } else {
      for (const name of REPLACED_TABLES)
        if (byName.has(name)) await sql.raw(`delete from ${quoteIdent(name)}`).execute(trx)
    }
    // The target's order (its foreign keys), not the file order.
    for (const table of tables) {
      const entry = manifest.database.tables.find((t) => t.name === table.name)
      if (!entry || entry.rows === 0) continue
      const lines = (await readFile(join(dir, entry.file), 'utf8')).split('\n').filter(Boolean)
      const cols = table.columns.map(quoteIdent).join(', ')
      const overriding = table.identity ? sql.raw('overriding system value') : sql``
      for (let i = 0; i < lines.length; i += INSERT_ROWS) {
        const batch = `[${lines.slice(i, i + INSERT_ROWS).join(',')}]`
        await sql`insert into ${sql.raw(quoteIdent(table.name))} (${sql.raw(cols)}) ${overriding}
          select ${sql.raw(cols)} from json_populate_recordset(null::${sql.raw(quoteIdent(table.name))}, ${batch}::json)`.execute(
          trx,
        )
      }
    }
    for (const seq of manifest.database.sequences) {
      if (seq.lastValue === null) continue
      await sql`select setval(${quoteIdent(seq.name)}::regclass, ${seq.lastValue}::bigint, true)`.execute(trx)
    }
  })
}

/** Rows per table now in `db`, for the restore's check against the manifest. */
export async function countRows(db: Db, names: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const name of names) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(quoteIdent(name))}`.execute(db)
    counts[name] = row.rows[0].n
  }
  return counts
}
