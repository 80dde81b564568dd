// Backup and restore of a whole instance: database (lib/backup/database.ts) and photos
// (lib/backup/photos.ts) with a manifest of row counts and checksums. A restore goes into a
// fresh instance (migrated, no data) unless forced, checks the backup's checksums and schema
// version before it touches anything, loads all the tables in one transaction, and then
// checks what it wrote: rows per table and every photo's checksum.
import { mkdir, readdir } from 'node:fs/promises'
import type { Database } from '../../db/database.ts'
import type { Storage } from '../storage.ts'
import { countRows, dumpDatabase, loadDatabase, nonEmptyTables, verifyDatabaseFiles } from './database.ts'
import { FORMAT, FORMAT_VERSION, type Manifest, readManifest, writeManifest } from './manifest.ts'
import { dumpPhotos, loadPhotos, photoMismatches, storageIsEmpty, verifyPhotoFiles } from './photos.ts'
import { appliedMigrations } from './tables.ts'

export interface Instance {
  db: Database
  storage: Storage
  storageKind: 'local' | 's3'
}

export class RestoreRefused extends Error {}

/** Writes a backup of `instance` into `dir` (which must be missing or empty). */
export async function backup(instance: Instance, dir: string): Promise<Manifest> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty; give a new folder for the backup`)
  const createdAt = new Date().toISOString()
  // Database first, then photos: a photo uploaded meanwhile is extra, never missing.
  const database = await dumpDatabase(instance.db, dir)
  const files = await dumpPhotos(instance.storage, dir)
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt,
    database,
    photos: {
      storage: instance.storageKind,
      count: files.length,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      files,
    },
  }
  await writeManifest(dir, manifest)
  return manifest
}

export interface RestoreReport {
  manifest: Manifest
  rows: Record<string, number>
  photos: number
}

export async function restore(
  instance: Instance,
  dir: string,
  options: { force?: boolean } = {},
): Promise<RestoreReport> {
  const manifest = await readManifest(dir)
  await verifyDatabaseFiles(dir, manifest)
  await verifyPhotoFiles(dir, manifest)

  const migrations = await appliedMigrations(instance.db)
  if (migrations.join() !== manifest.database.migrations.join()) {
    throw new RestoreRefused(
      `the backup's schema (${manifest.database.migrations.at(-1) ?? 'none'}) differs from this instance's ` +
        `(${migrations.at(-1) ?? 'none'}); restore with the version of the app that made the backup`,
    )
  }
  if (!options.force) {
    const busy = await nonEmptyTables(instance.db)
    if (busy.length > 0) {
      throw new RestoreRefused(`the target database already has data (${busy.join(', ')}); use --force to replace it`)
    }
    if (!(await storageIsEmpty(instance.storage))) {
      throw new RestoreRefused('the target photo storage is not empty; use --force to restore into it anyway')
    }
  }

  // Photos first: if that fails the database is untouched and the restore can simply be rerun.
  await loadPhotos(instance.storage, dir, manifest)
  await loadDatabase(instance.db, dir, manifest, options.force === true)

  const rows = await countRows(
    instance.db,
    manifest.database.tables.map((t) => t.name),
  )
  const wrong = manifest.database.tables.filter((t) => rows[t.name] !== t.rows)
  if (wrong.length > 0) {
    throw new Error(`restored row counts differ: ${wrong.map((t) => `${t.name} ${rows[t.name]}/${t.rows}`).join(', ')}`)
  }
  const badPhotos = await photoMismatches(instance.storage, manifest)
  if (badPhotos.length > 0) throw new Error(`restored photos differ from the backup: ${badPhotos.join(', ')}`)
  return { manifest, rows, photos: manifest.photos.count }
}
