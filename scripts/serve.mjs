// Runs the API server (api/src/server.ts) as a child and stays with it until it exits, with
// its exit code. The first SIGINT, SIGTERM or SIGHUP is passed on and the server's drain waited
// for; more signals are not passed on (the server would ignore them anyway: a drain is never
// cut short before SHUTDOWN_GRACE_SECONDS). If the process that started this one goes away (npm
// ends on SIGTERM without passing it to its script), that counts as a SIGTERM, so the server is
// never left running on its own. `npm start` ends here (scripts/start.mjs); `node
// scripts/serve.mjs` does only this part, and is how the API package and the container start it.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const PARENT_CHECK_MS = 500

/**
 * The server's heap stays near what it holds (docs/architecture.md#memory): after a full
 * collection the old space may grow by a quarter past what it kept, and the young generation's
 * halves stay at 4 MB. V8's defaults let garbage grow the heap to several times what is live:
 * streaming a year's CSV export took the process from 250 to 420 MB, and to 220 with these.
 * On the command line, so that tsx's loader thread starts with them too.
 */
export const HEAP_FLAGS = ['--heap-growing-percent=25', '--max-semi-space-size=4']

export function serve() {
  const child = spawn(process.execPath, [...HEAP_FLAGS, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    // Relative paths are the typed command's (api/src/config.ts).
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  })
  let passedOn = false
  const stop = (signal) => {
    if (passedOn) return
    passedOn = true
    child.kill(signal)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM')
  }, PARENT_CHECK_MS)
  child.on('exit', (code, signal) => {
    clearInterval(watch)
    process.exit(code ?? (signal ? 0 : 1))
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve()
