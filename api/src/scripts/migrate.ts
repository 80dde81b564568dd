// npm run migrate (in api/): applies pending migrations to DATABASE_URL or the embedded DB.
import { loadConfig, loadDotEnv } from '../config.ts'
import { openRuntime } from '../runtime.ts'

loadDotEnv()
const runtime = await openRuntime(loadConfig())
console.log('Database is up to date.')
await runtime.close()
