// A crowd. A realistic mix against the real server (server.ts, as deployed)
// on PostgreSQL with Redis: 85% browsing (lists with filters, animal pages), 10% signed-in
// dashboards and notifications, 4% adoption applications, 1% rescue reports with two photos.
// First one API process, then two behind a loopback balancer (round robin per connection)
// sharing PostgreSQL, Redis and the photo folder. Each step doubles the connections until the
// throughput stops growing or the p99 passes 2 s; 8 s a step. Prints requests per second,
// p50/p99 and errors (5xx, timeouts, refused: any answer a person would see as a failure)
// per step. The capacity note in infra/CAPACITY.md is drawn from it.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node --import tsx bench/load.bench.ts
// Without both it says so in one line and stops (exit 0: the other benchmarks need neither).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Request, type Result } from 'autocannon'
import sharp from 'sharp'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { openBenchDatabase, seedAnimals } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const SERVER_URL = process.env.BENCH_DATABASE_URL
const REDIS_URL = process.env.REDIS_URL
if (!SERVER_URL || !REDIS_URL) {
  console.log('load bench: set BENCH_DATABASE_URL (PostgreSQL) and REDIS_URL to run it; skipped')
  process.exit(0)
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const STEPS = (process.env.BENCH_STEPS ?? '4,8,16,32,64,128').split(',').map(Number)
const ADOPTERS = 40
const PASSWORD = 'Bench@12345'
const JWT_SECRET = 'load-bench-secret-that-is-at-least-32-characters'

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** One API process as deployed (server.ts), on the shared database, Redis and photo folder. */
async function startApi(databaseUrl: string, uploads: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET,
      SEED_DEMO: '0',
      JOBS_ENABLED: 'false',
      MAIL_DISABLED: '1',
      UPLOADS_DIR: uploads,
      DATA_DIR: uploads,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // One address sends everything here: the per-address limits would stop the crowd.
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    },
  })
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { port, child }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the API did not start')
}

/** A loopback balancer: each new connection goes to the next process in turn. */
async function balancer(ports: number[]): Promise<{ port: number; server: Server }> {
  let next = 0
  const server = createServer((client) => {
    const upstream = new Socket()
    upstream.connect(ports[next++ % ports.length], '127.0.0.1')
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end)
    upstream.on('error', end)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, server }
}

/** Two photos as a phone's outbox sends them (multipart "images" and "photoIds"). */
async function photosBody(): Promise<{ body: Buffer; type: string }> {
  const photo = (seed: number) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: seed, g: 120, b: 90 } } })
      .jpeg({ quality: 80 })
      .toBuffer()
  const boundary = 'loadbench7d1a'
  const parts: Buffer[] = []
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  parts.push(field('photoIds', JSON.stringify(['p1', 'p2'])))
  for (const [i, bytes] of [await photo(40), await photo(200)].entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="p${i}.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

/** One round of 100 actions in the issue's shares; each connection goes through it in turn. */
function mix(tokens: string[], animals: number[], photos: { body: Buffer; type: string }): Request[] {
  const json = { 'content-type': 'application/json' }
  const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` })
  let applied = 0
  let signedIn = 0
  const browse: Request[] = []
  const lists = ['', '?species=dog', '?species=cat&page=2', '?size=medium&age=young', '?city=Mumbai&page=3']
  for (let i = 0; i < 85; i++) {
    browse.push(
      i % 2 === 0
        ? { method: 'GET', path: `/api/animals${lists[i % lists.length]}` }
        : { method: 'GET', path: `/api/animals/${animals[(i * 37) % animals.length]}` },
    )
  }
  const dashboard: Request[] = []
  for (let i = 0; i < 10; i++) {
    dashboard.push({
      method: 'GET',
      path: i % 2 === 0 ? '/api/notifications?limit=20' : '/api/adoptions?type=sent&limit=10',
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...auth(signedIn++) } }),
    })
  }
  // Each application is a new (adopter, animal) pair, as a real drive's would be.
  const applications: Request[] = Array.from({ length: 4 }, () => ({
    method: 'POST',
    path: '/api/adoptions',
    setupRequest: (req) => {
      const k = applied++
      const animalId = animals[Math.floor(k / tokens.length) % animals.length]
      return { ...req, headers: { ...json, ...auth(k) }, body: JSON.stringify({ animalId }) }
    },
  }))
  const report: Request[] = [
    {
      method: 'POST',
      path: '/api/rescues',
      setupRequest: (req, context) => {
        // The reporter sends the photos next, on the same connection.
        context.reporter = signedIn++
        return {
          ...req,
          headers: { ...json, ...auth(context.reporter as number) },
          body: JSON.stringify({
            animalType: 'dog',
            urgency: 'high',
            description: 'Load test: a dog with a hurt leg near the station, friendly, needs a vet.',
            location: { address: 'Station Road', city: 'Mumbai', pincode: '400014', lat: 19.02, lng: 72.84 },
          }),
        }
      },
      onResponse: (status, body, context) => {
        if (status === 201) context.caseId = (JSON.parse(body) as { id: number }).id
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/rescues/${context.caseId ?? 0}/images`,
        headers: { 'content-type': photos.type, ...auth(context.reporter as number) },
        body: photos.body,
      }),
    },
  ]
  // Spread through the round as a crowd's would be.
  const round: Request[] = [...browse]
  const place = (items: Request[], every: number, from: number) => {
    for (const [i, item] of items.entries()) round.splice(Math.min(round.length, from + i * every), 0, item)
  }
  place(dashboard, 9, 4)
  place(applications, 25, 12)
  place(report, 1, 50)
  return round
}

interface Step {
  connections: number
  rps: number
  p50: number
  p99: number
  errors: number
  requests: number
  refused: number
  codes: string
}

async function step(port: number, connections: number, requests: Request[]): Promise<Step> {
  const result: Result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    timeout: 10,
    // As a phone's browser asks: the answers over 1 kB come compressed (plugins/external/compress.ts),
    // and their compression is part of what one process holds.
    headers: { 'accept-encoding': 'br, gzip' },
    requests,
  })
  const failures = result['5xx'] + result.timeouts + result.errors
  // 4xx a person would be told about plainly (an animal no longer available, a second
  // application) are answers, not failures; they are counted apart.
  return {
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failures,
    requests: result.requests.total,
    refused: result['4xx'],
    codes: Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', '),
  }
}

async function climb(label: string, port: number, requests: Request[]): Promise<Step[]> {
  console.log(`\n${label}`)
  console.log('connections   req/s    p50 ms   p99 ms   errors   4xx answers')
  const steps: Step[] = []
  for (const connections of STEPS) {
    const s = await step(port, connections, requests)
    steps.push(s)
    console.log(
      `${String(s.connections).padStart(11)} ${s.rps.toFixed(0).padStart(7)} ${String(s.p50).padStart(9)} ${String(
        s.p99,
      ).padStart(
        8,
      )} ${`${s.errors} (${((100 * s.errors) / Math.max(1, s.requests)).toFixed(2)}%)`.padStart(14)} ${String(
        s.refused,
      ).padStart(9)}${s.codes ? `  (${s.codes})` : ''}`,
    )
    const before = steps.at(-2)
    if (s.p99 > 2000 || (before && s.rps < before.rps * 1.05)) break
  }
  return steps
}

const database = await openBenchDatabase(SERVER_URL)
const uploads = mkdtempSync(join(tmpdir(), 'paws-load-'))
const children: ChildProcess[] = []
let front: Server | undefined
let failed = false
try {
  console.log(`database: ${database.label}; Redis: ${REDIS_URL}`)
  const { db, pool } = createDatabase(database.url, 4)
  await migrateToLatest(db)
  await seedAnimals(db, 2000)
  const hash = await hashPassword(PASSWORD)
  await db
    .insertInto('users')
    .values(
      Array.from({ length: ADOPTERS }, (_, i) => ({
        email: `load-adopter-${i}@bench.test`,
        password_hash: hash,
        role: 'adopter' as const,
        first_name: `Adopter${i}`,
        last_name: 'Load',
        phone: '9876543210',
        email_verified: true,
      })),
    )
    .execute()
  const animals = (
    await db.selectFrom('animals').select('id').where('status', '=', 'available').orderBy('id').execute()
  ).map((a) => a.id)
  await pool.end()

  const first = await startApi(database.url, uploads)
  children.push(first.child)
  const tokens: string[] = []
  for (let i = 0; i < ADOPTERS; i++) {
    const res = await fetch(`http://127.0.0.1:${first.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `load-adopter-${i}@bench.test`, password: PASSWORD }),
    })
    if (!res.ok) throw new Error(`sign-in ${i}: ${res.status} ${await res.text()}`)
    tokens.push(((await res.json()) as { accessToken: string }).accessToken)
  }
  const photos = await photosBody()
  console.log(
    `${animals.length} animals available, ${ADOPTERS} adopters signed in; ${SECONDS} s a step, connections doubling`,
  )
  const one = await climb('one API process', first.port, mix(tokens, animals, photos))
  const second = await startApi(database.url, uploads)
  children.push(second.child)
  const lb = await balancer([first.port, second.port])
  front = lb.server
  // New pairs for the second climb (the first one's applications are taken).
  const two = await climb(
    'two API processes behind a loopback balancer',
    lb.port,
    mix(tokens, animals.toReversed(), photos),
  )
  const best = (steps: Step[]) => steps.reduce((a, b) => (b.rps > a.rps ? b : a))
  const b1 = best(one)
  const b2 = best(two)
  console.log(
    `\nmost per second: one process ${b1.rps.toFixed(0)} (at ${b1.connections} connections, p99 ${b1.p99} ms), ` +
      `two ${b2.rps.toFixed(0)} (at ${b2.connections}, p99 ${b2.p99} ms): x${(b2.rps / b1.rps).toFixed(2)}`,
  )
  const errors = [...one, ...two].reduce((n, s) => n + s.errors, 0)
  if (errors > 0) {
    console.error(`FAIL: ${errors} failed requests (5xx, timeouts or refused connections)`)
    failed = true
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  front?.close()
  for (const child of children) child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
  await database.close().catch(() => undefined)
  rmSync(uploads, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
