// Dispatch benchmark: a simulated day of the street through the real API and database, with
// the rings' clock simulated (the app is built with `clock`, and the rings' steps are run as of
// that clock, as the job queue would run them).
//
// - 200 on-duty responders (20 NGOs of 10 members) at places of the Mumbai region's pincode
//   table (packages/contracts/src/places), each a few hundred metres off its centroid;
// - 60 cases over the day, 15 of each urgency, at such places too, filed through POST /rescues;
// - what people do is an assumption, printed with the results (the BENCH_* values below):
//   an urgent offer (critical, high: the phone rings) is accepted with probability ACCEPT_P
//   after 30-180 s, day or night; a quiet offer (medium, low: "new case near you", no ring) is
//   seen later, accepted with ACCEPT_P after 1-5 min by day and QUIET_NIGHT_P at night; a
//   coordinator offered a case of their area takes it for the team with COORD_P after 2-8 min
//   by day, QUIET_NIGHT_P at night; by day (07:00-22:00) each responder opens the app, whose
//   "near me" list (GET /rescues/nearby-open, the real API) is read every LOOK_MIN_MINUTES to
//   LOOK_MAX_MINUTES, and takes a case first seen there with ACCEPT_P after 30-180 s; at night
//   nobody opens the list. Nobody answers an offer or a listed case twice.
// - with rings the desk keeps working as today (below): a case is taken by whichever comes
//   first, the ring and list or the admins' assignment from when the case is theirs.
// - today's admin-only flow, for the same cases in the same run, with the same people: an
//   admin looks every 15 minutes and assigns the case to an NGO, whose phone accepts it with
//   the same probability and delay; when it does not, the escalation deadline (30 minutes for
//   critical and high, 120 for the others) tells the admins, who reassign at their next look.
//
// It prints report-to-first-accept median and p90 by urgency for both flows, the share of
// critical cases accepted or escalated to the admins within 15 minutes, and offers per
// responder in the day; the targets: critical median <= 5 min, every urgency <= 10 min,
// >= 95% of critical within 15 min, median <= 3 offers per responder, rings >= 3x faster.
//
//   npm run bench:dispatch                      embedded PGlite
//   BENCH_DATABASE_URL=postgres://... npm run bench:dispatch
//   BENCH_DISPATCH_SEED=7 BENCH_ACCEPT_P=0.25 BENCH_COORD_P=0.4 BENCH_QUIET_NIGHT_P=0.1
//   BENCH_LOOK_MIN_MINUTES=30 BENCH_LOOK_MAX_MINUTES=90   (the defaults)
//   BENCH_DISPATCH_TRACE=1   per-case traces: the pool within 1.5 and 3 km, each offer, who took it
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import data from '../../packages/contracts/src/places/mumbai-places.json' with { type: 'json' }
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { createRingRunner } from '../src/modules/dispatch/dispatch.ring.ts'
import { createNotifier } from '../src/modules/notifications/notifier.ts'
import { disabledJobQueue } from '../src/lib/jobs.ts'
import { buildServer } from '../src/runtime.ts'
import { openBenchDatabase, random } from './seed.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const SEED = Number(process.env.BENCH_DISPATCH_SEED ?? 7)
const ACCEPT_P = Number(process.env.BENCH_ACCEPT_P ?? 0.25)
const COORD_P = Number(process.env.BENCH_COORD_P ?? 0.4)
const QUIET_NIGHT_P = Number(process.env.BENCH_QUIET_NIGHT_P ?? 0.1)
const LOOK_MIN_MINUTES = Number(process.env.BENCH_LOOK_MIN_MINUTES ?? 30)
const LOOK_MAX_MINUTES = Number(process.env.BENCH_LOOK_MAX_MINUTES ?? 90)
const URGENCIES = ['critical', 'high', 'medium', 'low'] as const
const MIN = 60_000
const PASSWORD = 'Bench@12345'
const next = random(SEED)
const between = (a: number, b: number) => a + next() * (b - a)

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL)
console.log(`database: ${database.label}`)
const { db } = createDatabase(database.url, 4)
await migrateToLatest(db)

const DAY_START = new Date('2026-11-26T00:00:00+05:30').getTime()
let simNow = DAY_START
const clock = () => new Date(simNow)
const config = loadConfig(
  { NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long' },
  {
    uploadsDir: mkdtempSync(join(tmpdir(), 'paws-bench-')),
    RATE_LIMIT_MAX: 1_000_000,
    AUTH_RATE_LIMIT_MAX: 1_000_000,
    AUTH_ACCOUNT_RATE_LIMIT_MAX: 1_000_000,
    NEARBY_RATE_LIMIT_MAX: 1_000_000,
    JOBS_ENABLED: false,
    LOG_LEVEL: 'error',
  },
)
const app = await buildServer({ config, db, databaseUrl: database.url, close: async () => {}, clock })
await app.ready()
const rings = createRingRunner({ db, notifier: createNotifier(disabledJobQueue), jobs: disabledJobQueue, clock })

// The places of the region, and a point a few hundred metres off one.
const places = data.places
function somewhere() {
  const p = places[Math.floor(next() * places.length)]!
  return { lat: p.lat + between(-0.004, 0.004), lng: p.lng + between(-0.004, 0.004) }
}

// 20 NGOs of 10 members, all on duty until switched off.
const hash = await hashPassword(PASSWORD)
interface Responder {
  id: number
  email: string
  at: { lat: number; lng: number }
  ngoId: number
  coordinator: boolean
  token?: string
  /** The cases this person already answered or decided on (an offer or a listed case). */
  decided: Set<number>
}
const responders: Responder[] = []
const ngoBases: { id: number; at: { lat: number; lng: number } }[] = []
for (let n = 0; n < 20; n++) {
  const base = somewhere()
  let ngoId = 0
  for (let m = 0; m < 10; m++) {
    const email = `bench-${n}-${m}@example.test`
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: hash,
        role: 'ngo',
        first_name: 'R',
        last_name: `${n}-${m}`,
        email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (m === 0) {
      const ngo = await db
        .insertInto('ngos')
        .values({
          user_id: user.id,
          name: `Bench NGO ${n}`,
          approval_status: 'approved',
          location: JSON.stringify({ address: 'Base', city: 'Mumbai', lat: base.lat, lng: base.lng }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ngoId = ngo.id
      ngoBases.push({ id: ngoId, at: base })
    }
    await db
      .insertInto('ngo_members')
      .values({ ngo_id: ngoId, user_id: user.id, kind: m === 0 ? 'coordinator' : 'responder' })
      .execute()
    const at = m === 0 ? base : somewhere()
    await db
      .insertInto('responder_duty')
      .values({
        user_id: user.id,
        on_duty: true,
        lat: Number(at.lat.toFixed(3)),
        lng: Number(at.lng.toFixed(3)),
        expires_at: null,
      })
      .execute()
    responders.push({ id: user.id, email, at, ngoId, coordinator: m === 0, decided: new Set() })
  }
}
const reporterEmail = 'bench-reporter@example.test'
await db
  .insertInto('users')
  .values({
    email: reporterEmail,
    password_hash: hash,
    role: 'adopter',
    first_name: 'Rep',
    last_name: 'Orter',
    email_verified: true,
  })
  .execute()

async function tokenOf(email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
  return res.json().accessToken as string
}
const reporterToken = await tokenOf(reporterEmail)

// The day's cases.
interface SimCase {
  urgency: (typeof URGENCIES)[number]
  at: { lat: number; lng: number }
  filedAt: number
  id?: number
  acceptedAt?: number
  escalatedAt?: number
  /** Who took it first, and how: an offer, the near-me list, or the desk (admin-only flow). */
  acceptedBy?: string
}
const cases: SimCase[] = URGENCIES.flatMap((urgency) =>
  Array.from({ length: 15 }, () => ({
    urgency,
    at: somewhere(),
    filedAt: DAY_START + Math.floor(between(0, 24 * 60 * MIN)),
  })),
).sort((a, b) => a.filedAt - b.filedAt)

// The events of the day, in time order.
type Event = { at: number; seq: number; run: () => Promise<void> }
/** A binary min-heap of events by time (then by order of scheduling). */
const events: Event[] = []
let seq = 0
const before = (a: Event, b: Event) => a.at < b.at || (a.at === b.at && a.seq < b.seq)
function schedule(at: number, run: () => Promise<void>) {
  events.push({ at, seq: seq++, run })
  for (let i = events.length - 1; i > 0; ) {
    const parent = (i - 1) >> 1
    if (!before(events[i]!, events[parent]!)) break
    ;[events[i], events[parent]] = [events[parent]!, events[i]!]
    i = parent
  }
}
function takeFirst(): Event {
  const top = events[0]!
  const last = events.pop()!
  if (events.length > 0) {
    events[0] = last
    for (let i = 0; ; ) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < events.length && before(events[l]!, events[m]!)) m = l
      if (r < events.length && before(events[r]!, events[m]!)) m = r
      if (m === i) break
      ;[events[i], events[m]] = [events[m]!, events[i]!]
      i = m
    }
  }
  return top
}
for (const c of cases) {
  schedule(c.filedAt, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/rescues',
      headers: { authorization: `Bearer ${reporterToken}` },
      payload: {
        animalType: 'dog',
        urgency: c.urgency,
        description: 'Bench case',
        location: { address: 'Bench road', city: 'Mumbai', ...c.at },
      },
    })
    if (res.statusCode !== 201) throw new Error(`file: ${res.statusCode} ${res.body}`)
    c.id = res.json().id
  })
}
async function accept(r: Responder, c: SimCase, via: string) {
  if (c.id === undefined || c.acceptedAt !== undefined) return
  r.token ??= await tokenOf(r.email)
  const res = await app.inject({
    method: 'POST',
    url: `/api/rescues/${c.id}/actions`,
    headers: { authorization: `Bearer ${r.token}`, 'idempotency-key': crypto.randomUUID() },
    payload: { action: 'accept' },
  })
  answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1)
  if (res.statusCode === 201) {
    c.acceptedAt = simNow
    c.acceptedBy = `${via} by #${r.id}`
  }
}
/** The API's answers to the simulated accepts, by status code. */
const answers = new Map<number, number>()
/** Night in Mumbai (22:00 to 07:00): the simulated day starts at midnight, India time. */
const atNight = (t: number) => {
  const hour = ((t - DAY_START) / (60 * MIN)) % 24
  return hour < 7 || hour >= 22
}
/** Decides once whether `r` takes case `c`, with probability `p`, and if so when. */
function decide(r: Responder, c: SimCase, p: number, fromMs: number, toMs: number, via: string) {
  if (r.decided.has(c.id!)) return
  r.decided.add(c.id!)
  if (next() < p) schedule(simNow + between(fromMs, toMs), () => accept(r, c, via))
}
// By day every responder opens the app now and then; it reads the near-me list from the API.
for (const r of responders) {
  for (let t = DAY_START + between(0, LOOK_MAX_MINUTES) * MIN; t < DAY_START + 26 * 60 * MIN; ) {
    if (!atNight(t)) {
      schedule(t, async () => {
        r.token ??= await tokenOf(r.email)
        const res = await app.inject({
          method: 'GET',
          url: `/api/rescues/nearby-open?lat=${r.at.lat.toFixed(3)}&lng=${r.at.lng.toFixed(3)}`,
          headers: { authorization: `Bearer ${r.token}` },
        })
        if (res.statusCode !== 200) throw new Error(`near me: ${res.statusCode} ${res.body}`)
        for (const listed of res.json().rescues as { id: number }[]) {
          const c = cases.find((x) => x.id === listed.id)
          if (c) decide(r, c, ACCEPT_P, 30_000, 180_000, 'list')
        }
      })
    }
    t += between(LOOK_MIN_MINUTES, LOOK_MAX_MINUTES) * MIN
  }
}
// The rings' steps, and the offers they make, every 30 seconds of the day.
let lastOffer = 0
for (let t = DAY_START; t < DAY_START + 26 * 60 * MIN; t += 30_000) {
  schedule(t, async () => {
    await rings.runDueBy(new Date(simNow))
  })
}
async function answerNewOffers() {
  const fresh = await db.selectFrom('rescue_offers').selectAll().where('id', '>', lastOffer).orderBy('id').execute()
  for (const o of fresh) {
    lastOffer = o.id
    const r = responders.find((x) => x.id === o.user_id)
    const c = cases.find((x) => x.id === o.rescue_id)
    if (!r || !c) continue
    const night = atNight(simNow)
    if (c.urgency === 'critical' || c.urgency === 'high') decide(r, c, ACCEPT_P, 30_000, 180_000, 'offer')
    else if (r.coordinator) decide(r, c, night ? QUIET_NIGHT_P : COORD_P, 2 * MIN, 8 * MIN, 'area offer')
    else decide(r, c, night ? QUIET_NIGHT_P : ACCEPT_P, MIN, 5 * MIN, 'quiet offer')
  }
}

const started = Date.now()
while (events.length > 0) {
  const event = takeFirst()
  simNow = Math.max(simNow, event.at)
  await event.run()
  await answerNewOffers()
}
const wallSeconds = (Date.now() - started) / 1000

// Escalations to the admins (the rings' last step), as of the simulated clock.
const fired = await db
  .selectFrom('rescue_ring_steps')
  .select(['rescue_id', 'fired_at'])
  .where('step', '=', 'admins')
  .where('fired_at', 'is not', null)
  .execute()
for (const f of fired) {
  const c = cases.find((x) => x.id === f.rescue_id)
  if (c) c.escalatedAt = new Date(f.fired_at!).getTime()
}

// Today's flow for the same cases: an admin looks every 15 minutes and assigns; the NGO
// accepts with the same probability after 30-180 s, else the deadline passes and the admins
// reassign at their next look.
const nextLook = (t: number) => Math.ceil((t - DAY_START) / (15 * MIN)) * 15 * MIN + DAY_START
/** When the desk's flow, from `start`, gets the case accepted: assign at each look until an NGO accepts. */
function deskAccepts(c: SimCase, start: number): number {
  const deadline = (c.urgency === 'critical' || c.urgency === 'high' ? 30 : 120) * MIN
  let t = nextLook(start)
  while (next() >= ACCEPT_P) t = nextLook(t + deadline)
  return t + between(30, 180) * 1000
}
const adminOnly = cases.map((c) => ({ urgency: c.urgency, minutes: (deskAccepts(c, c.filedAt) - c.filedAt) / MIN }))

// With rings the desk still works: a critical or high case nobody took is the admins' once the
// ring tells them (its last step); a medium or low one sits in their queue from the start. A
// case the ring did not get accepted first is taken by the desk's flow from then on.
let byDesk = 0
for (const c of cases) {
  const start = c.urgency === 'critical' || c.urgency === 'high' ? c.escalatedAt : c.filedAt
  if (start === undefined) continue
  const desk = deskAccepts(c, start)
  if (c.acceptedAt === undefined || desk < c.acceptedAt) {
    c.acceptedAt = desk
    c.acceptedBy = 'desk'
    byDesk += 1
  }
}

// Per-case traces (BENCH_DISPATCH_TRACE=1): the pool on duty within 1.5 and 3 km of the case
// (and how many of them had met the daily cap of offers when it was filed), every offer with
// its minute, ring, distance and answer, and who took the case first and how. The bench sets
// no quiet hours, so none applies.
if (process.env.BENCH_DISPATCH_TRACE) {
  const all = await db
    .selectFrom('rescue_offers')
    .select(['rescue_id', 'user_id', 'ring', 'distance_m', 'offered_at', 'state'])
    .orderBy('offered_at')
    .orderBy('id')
    .execute()
  const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const rad = Math.PI / 180
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
    return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
  }
  const capped = (userId: number, at: number) =>
    all.filter((o) => {
      const t = new Date(o.offered_at).getTime()
      return o.user_id === userId && t < at && t >= at - 24 * 60 * MIN
    }).length >= 6
  const clockOf = (t: number) => {
    const m = Math.floor((t - DAY_START) / MIN)
    return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  }
  console.log('\ntraces (minutes after the report):')
  for (const c of cases) {
    const pool = (radius: number) => {
      const inside = responders.filter(
        (r) => km(c.at, { lat: Number(r.at.lat.toFixed(3)), lng: Number(r.at.lng.toFixed(3)) }) <= radius,
      )
      return `${inside.length} (${inside.filter((r) => capped(r.id, c.filedAt)).length} capped)`
    }
    const offers = all
      .filter((o) => o.rescue_id === c.id)
      .map(
        (o) =>
          `+${((new Date(o.offered_at).getTime() - c.filedAt) / MIN).toFixed(1)} #${o.user_id} r${o.ring} ${((o.distance_m ?? 0) / 1000).toFixed(1)}km ${o.state}`,
      )
    const taken =
      c.acceptedAt === undefined ? 'never' : `+${((c.acceptedAt - c.filedAt) / MIN).toFixed(1)} ${c.acceptedBy}`
    const escalated =
      c.escalatedAt === undefined ? '' : `, admins told +${((c.escalatedAt - c.filedAt) / MIN).toFixed(1)}`
    console.log(
      `  #${c.id} ${c.urgency.padEnd(8)} ${clockOf(c.filedAt)} pool 1.5 km ${pool(1.5)}, 3 km ${pool(3)}; taken ${taken}${escalated}`,
    )
    console.log(`      offers: ${offers.join('; ') || 'none'}`)
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : ' - ')
console.log(`\nsimulated day: ${cases.length} cases, ${responders.length} responders (20 coordinators), seed ${SEED}`)
console.log('assumptions:')
console.log(`  urgent offer (critical, high): accepted with p=${ACCEPT_P} after 30-180 s, day or night`)
console.log(`  quiet offer (medium, low): p=${ACCEPT_P} after 1-5 min by day, p=${QUIET_NIGHT_P} at night`)
console.log(`  coordinator's area offer: p=${COORD_P} after 2-8 min by day, p=${QUIET_NIGHT_P} at night`)
console.log(
  `  near-me list: read by each responder every ${LOOK_MIN_MINUTES}-${LOOK_MAX_MINUTES} min from 07:00 to 22:00, a listed case taken with p=${ACCEPT_P} after 30-180 s`,
)
console.log('  admin-only: an admin looks every 15 min; the NGO accepts with p=' + ACCEPT_P + ' after 30-180 s')
console.log(
  '  with rings, the same desk flow takes a case once the ring tells the admins (critical, high) or at once (medium, low)',
)
console.log(`wall time ${wallSeconds.toFixed(0)} s\n`)
console.log('report to first accept, minutes   rings: median  p90  accepted | admin-only: median  p90 | ratio')
const results: Record<string, { ring: number; admin: number }> = {}
for (const urgency of [...URGENCIES, 'all'] as const) {
  const mine = cases.filter((c) => urgency === 'all' || c.urgency === urgency)
  const ring = mine
    .map((c) => (c.acceptedAt !== undefined ? (c.acceptedAt - c.filedAt) / MIN : Number.POSITIVE_INFINITY))
    .sort((a, b) => a - b)
  const admin = adminOnly
    .filter((c) => urgency === 'all' || c.urgency === urgency)
    .map((c) => c.minutes)
    .sort((a, b) => a - b)
  const accepted = mine.filter((c) => c.acceptedAt !== undefined).length
  results[urgency] = { ring: pct(ring, 50), admin: pct(admin, 50) }
  console.log(
    `  ${urgency.padEnd(8)}                          ${fmt(pct(ring, 50)).padStart(6)} ${fmt(pct(ring, 90)).padStart(5)}  ${String(accepted).padStart(3)}/${mine.length}  |   ${fmt(pct(admin, 50)).padStart(6)} ${fmt(pct(admin, 90)).padStart(5)} | ${(pct(admin, 50) / pct(ring, 50)).toFixed(1)}x`,
  )
}
const critical = cases.filter((c) => c.urgency === 'critical')
const within15 = critical.filter((c) =>
  [c.acceptedAt, c.escalatedAt].some((t) => t !== undefined && t - c.filedAt <= 15 * MIN),
).length
const offers = await db
  .selectFrom('rescue_offers')
  .select(['user_id', db.fn.countAll<number>().as('n')])
  .groupBy('user_id')
  .execute()
const perResponder = responders.map((r) => Number(offers.find((o) => o.user_id === r.id)?.n ?? 0)).sort((a, b) => a - b)
const perCase = await db
  .selectFrom('rescue_offers')
  .select(['rescue_id', db.fn.countAll<number>().as('n')])
  .groupBy('rescue_id')
  .execute()
for (const urgency of URGENCIES) {
  const n = cases
    .filter((c) => c.urgency === urgency)
    .map((c) => Number(perCase.find((o) => o.rescue_id === c.id)?.n ?? 0))
    .sort((a, b) => a - b)
  console.log(`offers per ${urgency} case: median ${pct(n, 50)}, min ${n[0]}, max ${n.at(-1)}`)
}
console.log(`accepted through the desk (the admins assigning, as today) before any ring or list accept: ${byDesk}`)
console.log(`answers to accepts: ${[...answers].map(([code, n]) => `${code}: ${n}`).join(', ')}`)
console.log(`\ncritical accepted or escalated within 15 min: ${within15}/${critical.length}`)
console.log(
  `offers per responder in the day: median ${pct(perResponder, 50)}, p90 ${pct(perResponder, 90)}, max ${perResponder.at(-1)}`,
)

const checks: [string, boolean][] = [
  ['critical median <= 5 min', results.critical!.ring <= 5],
  ['every urgency median <= 10 min', URGENCIES.every((u) => results[u]!.ring <= 10)],
  ['>= 95% of critical accepted or escalated within 15 min', within15 / critical.length >= 0.95],
  ['median <= 3 offers per responder a day', pct(perResponder, 50) <= 3],
  ['rings >= 3x faster than admin-only (median, all cases)', results.all!.admin / results.all!.ring >= 3],
]
console.log('')
for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
await app.close()
await db.destroy()
await database.close()
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
