// Starts the real API (as `npm start` runs it) on a free loopback port with a fresh embedded
// database, for benchmarks; and makes a signed-in user through the real sign-up flow.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../../api', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface ApiServer {
  port: number
  base: string
  stop(): Promise<void>
}

export async function startApi(env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'paws-bench-')),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      JOBS_ENABLED: 'false',
      ...env,
    },
  })
  const base = `http://127.0.0.1:${port}/api`
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up')
    const up = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    port,
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Registers and verifies a user with the code from the development mailbox. */
export async function signUp(
  base: string,
  email: string,
): Promise<{ accessToken: string; refreshToken: string; userId: number }> {
  const password = 'Bench@12345'
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Reporter', email, password, phone: '9876543210' }),
  })
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`)
  const mail = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()
  const otp = (mail.messages[0].text as string).match(/code is (\d{6})/)![1]
  const res = await fetch(`${base}/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, otp }),
  })
  const body = await res.json()
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, userId: body.user.id }
}
