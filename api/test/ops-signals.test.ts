// Signals as they really come: a Ctrl-C or systemd's SIGTERM reaches every process of the
// group (npm, scripts/serve.mjs, the server), and serve.mjs passes its own on, so the server
// hears two. The second must not cut the drain short: a request in flight still gets its full
// answer and the process exits 0. serve.mjs passes a signal on and waits for the server; and
// when its parent goes away (npm ends on SIGTERM without telling its script), it stops the
// server rather than leave it running on its own. (src/process-events.ts, scripts/serve.mjs)
import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/database.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { type LogLine, startChildServer } from './support/child-server.ts'
import { fileDatabaseUrl } from './support/database.ts'
import { PASSWORD, uniqueEmail } from './support/helper.ts'
import { waitFor } from './support/rescue-fixtures.ts'

const GRACE_SECONDS = 20
const root = fileURLToPath(new URL('../..', import.meta.url))
const url = await fileDatabaseUrl()
const { db } = createDatabase(url, 2)
afterAll(() => db.destroy())

/** A sign-in whose body arrives only when `rest` is called: a request in flight. */
function slowSignIn(port: number, email: string) {
  const body = JSON.stringify({ email, password: PASSWORD })
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answered = new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode, body: text }))
    })
    req.on('error', (err) => resolve({ body: '', error: err.message }))
  })
  req.write(body.slice(0, 10))
  return { answered, rest: () => req.end(body.slice(10)) }
}

async function signedUpUser(): Promise<string> {
  const email = uniqueEmail('signals')
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'adopter',
      first_name: 'Signal',
      last_name: 'Test',
      email_verified: true,
    })
    .execute()
  return email
}

/** `node scripts/serve.mjs` (optionally under `sh`), its output collected line by line. */
function startServe(shell: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'paws-serve-'))
  const env = {
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
    DATABASE_URL: url,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  }
  const command = `${JSON.stringify(process.execPath)} scripts/serve.mjs`
  const child: ChildProcess = shell
    ? // `; exit` keeps sh from replacing itself with node: sh stays the parent, as under npm.
      spawn('sh', ['-c', `${command}; exit $?`], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['scripts/serve.mjs'], {
        cwd: root,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
  const logs: LogLine[] = []
  let port = 0
  let buffered = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    for (let nl = buffered.indexOf('\n'); nl !== -1; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl)
      buffered = buffered.slice(nl + 1)
      if (line.startsWith('{')) logs.push(JSON.parse(line) as LogLine)
      const banner = line.match(/running at http:\/\/localhost:(\d+)/)
      if (banner) port = Number(banner[1])
    }
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // Every process that holds the output (serve.mjs and the server) has ended.
  const outputClosed = new Promise<void>((resolve) => child.stdout!.once('close', () => resolve()))
  void outputClosed.then(() => rmSync(dataDir, { recursive: true, force: true }))
  const said = (msg: string) => logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith(msg))
  return { child, logs, exited, outputClosed, said, port: () => port, stderr: () => stderr }
}

describe('signals', () => {
  it('a second signal during the drain does not cut it short', async () => {
    const email = await signedUpUser()
    const server = await startChildServer({ DATABASE_URL: url, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) })
    const said = (msg: string) => server.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith(msg))
    const slow = slowSignIn(server.port, email)
    await waitFor(async () => said('incoming request'), 20_000, 'the sign-in to reach the server')
    server.child.kill('SIGTERM')
    await waitFor(async () => said('draining:'), 20_000, 'the drain')
    server.child.kill('SIGINT')
    server.child.kill('SIGTERM')
    await waitFor(async () => said('SIGTERM received again'), 20_000, 'the second signal')
    slow.rest()
    const answer = await slow.answered
    expect(answer.status, answer.error ?? answer.body).toBe(200)
    expect(JSON.parse(answer.body).accessToken).toEqual(expect.any(String))
    const exit = await server.exited
    expect(exit.code).toBe(0)
    expect(said('drained and closed')).toBe(true)
    console.log('two signals in a drain: the request in flight answered 200, exit 0')
  }, 120_000)

  it('serve.mjs passes SIGTERM on to the server and waits for its drain', async () => {
    const serve = startServe(false)
    await waitFor(async () => serve.port() > 0, 90_000, `the server to start: ${serve.stderr()}`)
    serve.child.kill('SIGTERM')
    expect(await serve.exited).toBe(0)
    expect(serve.said('SIGTERM received, draining')).toBe(true)
    expect(serve.said('drained and closed')).toBe(true)
    await serve.outputClosed
  }, 120_000)

  it("SIGTERM to the process group (systemd's default) drains and exits 0", async () => {
    const serve = startServe(false)
    await waitFor(async () => serve.port() > 0, 90_000, `the server to start: ${serve.stderr()}`)
    process.kill(-serve.child.pid!, 'SIGTERM')
    expect(await serve.exited).toBe(0)
    expect(serve.said('drained and closed')).toBe(true)
    await serve.outputClosed
  }, 120_000)

  it('the parent gone (npm ended on SIGTERM): the server drains rather than run on alone', async () => {
    const serve = startServe(true)
    await waitFor(async () => serve.port() > 0, 90_000, `the server to start: ${serve.stderr()}`)
    // Only the shell, as npm does to its script's shell.
    serve.child.kill('SIGTERM')
    await serve.exited
    await serve.outputClosed
    expect(serve.said('SIGTERM received, draining')).toBe(true)
    expect(serve.said('drained and closed')).toBe(true)
    console.log(
      'signals: serve.mjs passed SIGTERM on (alone, to the group, and when its parent went away); the server drained each time',
    )
  }, 120_000)
})
