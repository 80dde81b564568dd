// Runs the product exactly as `npm start` does (scripts/start.mjs: install check, PWA build
// when stale, API serving the PWA) on a free loopback port with a fresh data directory, so
// the demo data is seeded. For the bundle and Lighthouse benchmarks.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './api-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** A niceness the kernel schedules after any normal process (0) that wants the CPU. */
const BACKGROUND_PRIORITY = 10

export interface ProductServer {
  origin: string
  stop(): Promise<void>
}

/** `pwaDist`: serve that PWA build instead of pwa/dist (a baseline to compare with). */
export async function startProduct({ pwaDist }: { pwaDist?: string } = {}): Promise<ProductServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'paws-bench-product-'))
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // Vite's in-process build sets NODE_ENV=production in this process; the product is what
      // `npm start` runs on a developer's machine (a production NODE_ENV would make it refuse
      // the demo accounts), so the child does not inherit it.
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // Lighthouse and the page loads are many requests from one address.
      RATE_LIMIT_MAX: '100000',
      JOBS_ENABLED: 'false',
      ...(pwaDist ? { PWA_DIST: pwaDist } : {}),
    },
  })
  // The server, and every process it starts, yields the CPU to the browser being measured: on
  // a phone the page does not share its cores with the server, and on a 2-core machine the
  // server's share of a load (a quarter to a third of a second of CPU in its first 3 s)
  // otherwise counts as the page's blocking time.
  if (child.pid) setPriority(child.pid, BACKGROUND_PRIORITY)
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`)
    const up = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) return { origin, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error('the product did not start within 4 minutes')
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = env
  return rest
}
