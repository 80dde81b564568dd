// npm run restore -- --from <folder> [--force]
// Restores a backup made by `npm run backup` into this instance (DATABASE_URL or the embedded
// database in DATA_DIR, and its photo storage). The schema is migrated first and must match
// the backup's. A target that already has data is refused unless --force, which replaces
// every table. Checksums are checked before anything is written; row counts and photo
// checksums after. With the embedded database, stop the app first.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, loadDotEnv } from '../config.ts'
import { RestoreRefused, restore } from '../lib/backup/backup.ts'
import { storageFor } from '../lib/storage.ts'
import { openRuntime } from '../runtime.ts'

const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } })
if (!values.from) {
  console.error('usage: npm run restore -- --from <folder> [--force]')
  process.exit(2)
}

loadDotEnv()
const config = loadConfig()
const from = resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
const runtime = await openRuntime(config)
try {
  const started = Date.now()
  const report = await restore(
    { db: runtime.db, storage: storageFor(config), storageKind: config.S3_BUCKET ? 's3' : 'local' },
    from,
    { force: values.force },
  )
  const rows = Object.values(report.rows).reduce((sum, n) => sum + n, 0)
  console.log(
    `Restored ${from} (made ${report.manifest.createdAt}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${Object.keys(report.rows).length} tables, ${rows} rows, ${report.photos} photos; counts and checksums match.`,
  )
} catch (err) {
  console.error(
    `restore ${err instanceof RestoreRefused ? 'refused' : 'failed'}: ${err instanceof Error ? err.message : String(err)}`,
  )
  process.exitCode = err instanceof RestoreRefused ? 3 : 1
} finally {
  await runtime.close()
}
