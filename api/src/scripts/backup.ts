// npm run backup -- --out <folder>
// Saves the database (every table of the app, one consistent snapshot) and the photos (local
// uploads or the S3 bucket) with a manifest of row counts and SHA-256 checksums. With
// DATABASE_URL it runs while the app serves; with the embedded database stop the app first
// (PGlite's data folder belongs to one process at a time). The folder holds password hashes
// and the app's secrets: it is written owner-only; keep it as carefully as the database.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, loadDotEnv } from '../config.ts'
import { backup } from '../lib/backup/backup.ts'
import { storageFor } from '../lib/storage.ts'
import { openRuntime } from '../runtime.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  console.error('usage: npm run backup -- --out <folder>')
  process.exit(2)
}

loadDotEnv()
const config = loadConfig()
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
const runtime = await openRuntime(config)
try {
  const started = Date.now()
  const manifest = await backup(
    { db: runtime.db, storage: storageFor(config), storageKind: config.S3_BUCKET ? 's3' : 'local' },
    out,
  )
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
  console.log(
    `Backup written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${manifest.database.tables.length} tables, ${rows} rows, ${manifest.photos.count} photos ` +
      `(${(manifest.photos.bytes / 1024 / 1024).toFixed(1)} MB).`,
  )
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
} finally {
  await runtime.close()
}
