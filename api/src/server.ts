// Starts the product: database, migrations, demo data on first run, API and PWA on one port.
import closeWithGrace from 'close-with-grace'
import { loadConfig, loadDotEnv } from './config.ts'
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts'
import { storageFor } from './lib/storage.ts'
import { buildServer, defaultPwaDist, openRuntime } from './runtime.ts'

loadDotEnv()
const config = loadConfig()
const runtime = await openRuntime(config)
const server = await buildServer(runtime, defaultPwaDist(config))

if (config.seedDemo) {
  const seeded = await seedDemoData(runtime.db, config, server.log, storageFor(config))
  if (seeded) server.log.info('demo data seeded')
}

// SIGTERM/SIGINT: drain (plugins/app/drain.ts), then close the database. Requests still
// running shortly before the grace period ends are cut so the process can exit 0 on time
// rather than be killed mid-close; close-with-grace exits 1 if even that overruns.
const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000
closeWithGrace({ delay: graceMs }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'shutting down after an error')
  else server.log.info(`${signal} received, draining`)
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
})

await server.listen({ port: config.PORT, host: config.HOST })
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
