// Starts the product: database, migrations, demo data on first run, API and PWA on one port.
import closeWithGrace from 'close-with-grace'
import { loadConfig, loadDotEnv } from './config.ts'
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts'
import { demoExposureProblem } from './seed/demo-guard.ts'
import { storageFor } from './lib/storage.ts'
import { buildServer, defaultPwaDist, openRuntime } from './runtime.ts'

loadDotEnv()
const config = loadConfig()
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

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'shutting down after an error')
  else server.log.info(`${signal} received, shutting down`)
  await server.close()
  await runtime.close()
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
