// The e2e web server: `npm start`'s script (install check, PWA build when stale, API serving
// the PWA) on a fresh data directory, so the demo data is seeded for every run; the directory
// is removed when Playwright stops the server.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const start = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'paws-e2e-'))
const child = spawn(process.execPath, [start], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 0 : 1))
})
