// Starts the product: database, migrations, demo data on first run, API and PWA on one port.
import { createServer } from 'node:net'
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts'
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts'
import { demoExposureProblem } from './seed/demo-guard.ts'
import { storageFor } from './lib/storage.ts'
import { handleProcessEvents } from './process-events.ts'
import { buildServer, defaultPwaDist, openRuntime } from './runtime.ts'

/** Stops with one plain line: what is wrong and what to do, no stack trace. */
function fail(line: string): never {
  console.error(line)
  process.exit(1)
}

function listenProblem(error: NodeJS.ErrnoException, config: Config): string | undefined {
  const where = `${config.HOST}:${config.PORT}`
  if (error.code === 'EADDRINUSE') {
    return `Port ${config.PORT} is in use: stop the other server or start with PORT=${config.PORT + 1}`
  }
  if (error.code === 'EACCES') return `Port ${config.PORT} needs more privileges: start with PORT=3000 or higher`
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return `HOST=${config.HOST} is not an address of this machine (${where}): use 127.0.0.1, or 0.0.0.0 for every interface`
  }
  return undefined
}

loadDotEnv()
let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(error.message)
  throw error
}
// Said at once, before the database takes its seconds to open; listen() below still catches a
// port taken in between.
const portProblem = await new Promise<string | undefined>((resolve) => {
  const probe = createServer()
  probe.once('error', (error) => resolve(listenProblem(error, config)))
  probe.listen(config.PORT, config.HOST, () => probe.close(() => resolve(undefined)))
})
if (portProblem) fail(portProblem)

const runtime = await openRuntime(config)
const demoProblem = await demoExposureProblem(config, runtime.db)
if (demoProblem) {
  console.error(demoProblem)
  await runtime.close()
  process.exit(1)
}
const server = await buildServer(runtime, defaultPwaDist(config))

if (config.seedDemo) {
  const seeded = await seedDemoData(runtime.db, config, server.log, storageFor(config))
  if (seeded) server.log.info('demo data seeded')
}

// SIGTERM/SIGINT: drain (plugins/app/drain.ts), then close the database. Requests still
// running shortly before the grace period ends are cut so the process can exit 0 on time
// rather than be killed mid-close; process-events.ts exits 1 if even that overruns.
const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000
handleProcessEvents({
  graceMs,
  log: server.log,
  async close() {
    const cut = setTimeout(
      () => {
        server.log.warn('grace period nearly over: closing the connections still open')
        server.server.closeAllConnections()
      },
      Math.max(graceMs - 1_500, graceMs / 2),
    )
    await server.close()
    clearTimeout(cut)
    await runtime.close()
    server.log.info('drained and closed')
  },
})

try {
  await server.listen({ port: config.PORT, host: config.HOST })
} catch (error) {
  const problem = listenProblem(error as NodeJS.ErrnoException, config)
  if (!problem) throw error
  await server.close()
  await runtime.close()
  fail(problem)
}
const address = `http://localhost:${(server.server.address() as { port: number }).port}`
const lines = [
  '',
  `  Mumbai Paws is running at ${address}`,
  `  API: ${address}/api   docs: ${address}/api/docs`,
  `  Database: ${config.embeddedDb ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
]
if (config.seedDemo) {
  lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`)
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(24)} ${account.label}`)
}
console.log(`${lines.join('\n')}\n`)
