// The real server (src/server.ts) as a child process, for tests of signals and shutdown.
// It listens on a free loopback port; its JSON log lines are collected in order.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface LogLine {
  msg?: string
  reqId?: string
  level?: number
  [key: string]: unknown
}

export interface ChildServer {
  child: ChildProcess
  port: number
  /** Log lines in the order the server wrote them. */
  logs: LogLine[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paws-child-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: '0',
      JOBS_ENABLED: 'false',
      DATA_DIR: dataDir,
      PWA_DIST: join(dataDir, 'no-pwa'),
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  let stderr = ''
  let buffered = ''
  let onPort: (port: number) => void = () => {}
  const port = new Promise<number>((resolve) => {
    onPort = resolve
  })
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    let nl = buffered.indexOf('\n')
    while (nl !== -1) {
      const line = buffered.slice(0, nl)
      buffered = buffered.slice(nl + 1)
      if (line.startsWith('{')) {
        try {
          logs.push(JSON.parse(line) as LogLine)
        } catch {
          // not a log line
        }
      }
      const banner = line.match(/running at http:\/\/localhost:(\d+)/)
      if (banner) onPort(Number(banner[1]))
      nl = buffered.indexOf('\n')
    }
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve({ code, signal, at: performance.now() })
    }),
  )
  const started = await Promise.race([
    port,
    exited.then((e) => {
      throw new Error(`server exited before listening (${e.code}): ${stderr.slice(-2000)}`)
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`server did not start: ${stderr.slice(-2000)}`)), 90_000),
    ),
  ])
  return { child, port: started, logs, exited }
}
