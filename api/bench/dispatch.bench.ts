// Dispatch benchmark: simulated days of the street through the real API and database, with
// the rings' clock simulated (the app is built with `clock`, and the rings' steps are run as of
// that clock, as the job queue would run them).
//
// - 200 on-duty responders (20 NGOs of 10 members) at places of the Mumbai region's pincode
//   table (packages/contracts/src/places), each a few hundred metres off its centroid;
// - BENCH_DAYS days (10 by default), 60 cases a day, 15 of each urgency, at such places too,
//   filed through POST /rescues; BENCH_SURGE=10 instead runs one surge day of ten times the cases
//   (30% of them birds, as at Sankranti) with the same roster; BENCH_RECRUITS=40 adds 40
//   responders where cover is thinnest (src/lib/coverage.ts: cells of about 1 km with the fewest
//   on-duty hours within 1.5 km over the simulated days, weighted by their cases), each joining
//   the NGO based nearest;
// - what people do is an assumption, printed with the results (the BENCH_* values below):
//   an urgent offer (critical, high: the phone rings) is accepted with probability ACCEPT_P
//   after 30-180 s, day or night; a quiet offer (medium, low: "new case near you", no ring) is
//   seen later, accepted with ACCEPT_P after 1-5 min by day and QUIET_NIGHT_P at night; a
//   coordinator offered a case of their area takes it for the team with COORD_P after 2-8 min
//   by day, QUIET_NIGHT_P at night; by day (07:00-22:00) each responder opens the app, whose
//   "near me" list (GET /rescues/nearby-open, the real API) is read every LOOK_MIN_MINUTES to
//   LOOK_MAX_MINUTES, and takes a case first seen there with ACCEPT_P after 30-180 s; at night
//   nobody opens the list. Nobody answers an offer or a listed case twice, and nobody says
//   "Can't": an offer not accepted is left unanswered. Someone the roster took off duty (offers
//   left unanswered in a row) taps back on at their next look at the app, by day.
// - with rings the desk keeps working as today (below): a case is taken by whichever comes
//   first, the ring and list or the admins' assignment from when the case is theirs.
// - today's admin-only flow, for the same cases in the same run, with the same people: an
//   admin looks every 15 minutes and assigns the case to an NGO, whose phone accepts it with
//   the same probability and delay; when it does not, the escalation deadline (30 minutes for
//   critical and high, 120 for the others) tells the admins, who reassign at their next look.
//
// It prints, per urgency, report-to-first-accept median, p90 and p99 for both flows, the share
// of cases taken only by the desk and the acceptance per offer; offers per responder per day
// (median, p90, max). The targets (docs/rules.md#dispatch): critical p90 <= 30 min, high p90 <=
// 45, critical median <= 3, every urgency's median <= 10, at most 15% of critical cases taken
// only by the desk, median offers per responder per day <= 3; with recruits critical p90 <= 15;
// on a surge day critical median <= 5 and p90 <= 45.
//
//   npm run bench:dispatch                      embedded PGlite
//   BENCH_DATABASE_URL=postgres://... npm run bench:dispatch
//   BENCH_DAYS=10 BENCH_SURGE=10 BENCH_RECRUITS=40
//   BENCH_DISPATCH_SEED=7 BENCH_ACCEPT_P=0.25 BENCH_COORD_P=0.4 BENCH_QUIET_NIGHT_P=0.1
//   BENCH_LOOK_MIN_MINUTES=30 BENCH_LOOK_MAX_MINUTES=90   (the defaults)
//   BENCH_RULES_OFF=outer,far,open-offers   rules switched off (below), to tell what each moves
//   BENCH_SETTINGS='{"noAnswerQuietMinutes":5}'   the admins' dispatch settings changed, to try a choice
//   BENCH_DISPATCH_TRACE=1   per-case traces: the pool within 1.5 and 3 km, each offer, who took it
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import data from '../../packages/contracts/src/places/mumbai-places.json' with { type: 'json' }
import { loadConfig } from '../src/config.ts'
import { createDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrator.ts'
import { placeRecruits } from '../src/lib/coverage.ts'
import { hashPassword } from '../src/lib/crypto.ts'
import { dispatchSettings, saveDispatchSettings } from '../src/lib/settings.ts'
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
const SURGE = Number(process.env.BENCH_SURGE ?? 0)
const DAYS = SURGE > 0 ? 1 : Number(process.env.BENCH_DAYS ?? 10)
const RECRUITS = Number(process.env.BENCH_RECRUITS ?? 0)
const CASES_PER_URGENCY_A_DAY = 15 * (SURGE > 0 ? SURGE : 1)
const URGENCIES = ['critical', 'high', 'medium', 'low'] as const
const MIN = 60_000
const SIM_MINUTES = (DAYS * 24 + 2) * 60
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
// Rules switched off one at a time to tell which moved which figure (BENCH_RULES_OFF, comma
// separated), through the admins' dispatch settings: `outer` sets the outer ring to the wide one
// (no outer ring, no coordinators beyond the wide ring), `far` sets the far ring to the outer
// one, `open-offers` makes an unanswered offer wait 60 minutes before it is replaced.
const RULES_OFF = new Set((process.env.BENCH_RULES_OFF ?? '').split(',').filter(Boolean))
{
  const s = { ...(await dispatchSettings(db)) }
  for (const rule of RULES_OFF) {
    if (rule === 'outer') s.outerRadiusM = s.wideRadiusM
    else if (rule === 'far') s.farRadiusM = s.outerRadiusM
    else if (rule === 'open-offers') s.noAnswerMinutes = 60
    else throw new Error(`BENCH_RULES_OFF: no rule ${rule} (outer, far, open-offers)`)
  }
  Object.assign(s, JSON.parse(process.env.BENCH_SETTINGS ?? '{}'))
  await saveDispatchSettings(db, s)
  console.log(
    `dispatch settings: ${JSON.stringify(s)}${RULES_OFF.size > 0 ? ` (rules off: ${[...RULES_OFF].join(', ')})` : ''}`,
  )
}
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
  /** A recruit placed where cover is thinnest (BENCH_RECRUITS). */
  recruit?: boolean
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
const reporter: { email: string; token?: string } = { email: reporterEmail }

/**
 * The API as this person, signed in once; an access token lives 15 real minutes, and a slow run
 * (a loaded machine, many days) outlives it: a 401 signs them in again, once.
 */
async function injectAs(
  who: { email: string; token?: string },
  req: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> },
) {
  who.token ??= await tokenOf(who.email)
  const send = () => app.inject({ ...req, headers: { ...req.headers, authorization: `Bearer ${who.token}` } })
  const res = await send()
  if (res.statusCode !== 401) return res
  who.token = await tokenOf(who.email)
  return send()
}

// The days' cases.
interface SimCase {
  urgency: (typeof URGENCIES)[number]
  animal: 'dog' | 'bird'
  at: { lat: number; lng: number }
  filedAt: number
  id?: number
  acceptedAt?: number
  escalatedAt?: number
  /** Who took it first, and how: an offer, the near-me list, or the desk (admin-only flow). */
  acceptedBy?: string
  /** When the desk's flow (admins assigning) would have had the case accepted, had nothing else. */
  deskAt?: number
}
const cases: SimCase[] = Array.from({ length: DAYS }, (_, day) =>
  URGENCIES.flatMap((urgency) =>
    Array.from({ length: CASES_PER_URGENCY_A_DAY }, () => ({
      urgency,
      at: somewhere(),
      filedAt: DAY_START + day * 24 * 60 * MIN + Math.floor(between(0, 24 * 60 * MIN)),
      animal: SURGE > 0 && next() < 0.3 ? ('bird' as const) : ('dog' as const),
    })),
  ),
)
  .flat()
  .sort((a, b) => a.filedAt - b.filedAt)
const caseById = new Map<number, SimCase>()

// Recruits where cover is thinnest over the simulated days: everyone is on duty all the time.
if (RECRUITS > 0) {
  const hours = DAYS * 24
  const duty = responders.map((r) => ({ ...r.at, hours }))
  const spots = placeRecruits(
    cases.map((c) => c.at),
    duty,
    RECRUITS,
    hours,
  )
  for (const [k, at] of spots.entries()) {
    const base = ngoBases.reduce((a, b) =>
      Math.hypot(a.at.lat - at.lat, a.at.lng - at.lng) <= Math.hypot(b.at.lat - at.lat, b.at.lng - at.lng) ? a : b,
    )
    const email = `bench-recruit-${k}@example.test`
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: hash, role: 'ngo', first_name: 'N', last_name: `${k}`, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('ngo_members').values({ ngo_id: base.id, user_id: user.id, kind: 'responder' }).execute()
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
    responders.push({ id: user.id, email, at, ngoId: base.id, coordinator: false, decided: new Set(), recruit: true })
  }
}
const responderById = new Map(responders.map((r) => [r.id, r]))

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
    const res = await injectAs(reporter, {
      method: 'POST',
      url: '/api/rescues',
      payload: {
        animalType: c.animal,
        urgency: c.urgency,
        description: 'Bench case',
        location: { address: 'Bench road', city: 'Mumbai', ...c.at },
      },
    })
    if (res.statusCode !== 201) throw new Error(`file: ${res.statusCode} ${res.body}`)
    c.id = res.json().id
    caseById.set(c.id!, c)
    await answerNewOffers()
  })
}
async function accept(r: Responder, c: SimCase, via: string) {
  if (c.id === undefined || c.acceptedAt !== undefined) return
  const res = await injectAs(r, {
    method: 'POST',
    url: `/api/rescues/${c.id}/actions`,
    headers: { 'idempotency-key': crypto.randomUUID() },
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
  const hour = ((((t - DAY_START) / (60 * MIN)) % 24) + 24) % 24
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
  for (let t = DAY_START + between(0, LOOK_MAX_MINUTES) * MIN; t < DAY_START + SIM_MINUTES * MIN; ) {
    if (!atNight(t)) {
      schedule(t, async () => {
        await backOnDuty(r)
        const res = await injectAs(r, {
          method: 'GET',
          url: `/api/rescues/nearby-open?lat=${r.at.lat.toFixed(3)}&lng=${r.at.lng.toFixed(3)}`,
        })
        if (res.statusCode !== 200) throw new Error(`near me: ${res.statusCode} ${res.body}`)
        for (const listed of res.json().rescues as { id: number }[]) {
          const c = caseById.get(listed.id)
          if (c) decide(r, c, ACCEPT_P, 30_000, 180_000, 'list')
        }
      })
    }
    t += between(LOOK_MIN_MINUTES, LOOK_MAX_MINUTES) * MIN
  }
}
/** Taken off duty by the roster: taps back on (PUT /responders/me/duty) at this look. */
let pauses = 0
async function backOnDuty(r: Responder) {
  const duty = await db.selectFrom('responder_duty').select('paused_for').where('user_id', '=', r.id).executeTakeFirst()
  if (duty?.paused_for !== 'unanswered') return
  pauses += 1
  const res = await injectAs(r, {
    method: 'PUT',
    url: '/api/responders/me/duty',
    payload: { onDuty: true, hours: null, lat: r.at.lat, lng: r.at.lng },
  })
  if (res.statusCode !== 200) throw new Error(`back on duty: ${res.statusCode} ${res.body}`)
}
// The rings' steps, and the offers they make, every 30 seconds of the simulated days.
let lastOffer = 0
for (let t = DAY_START; t < DAY_START + SIM_MINUTES * MIN; t += 30_000) {
  schedule(t, async () => {
    if ((await rings.runDueBy(new Date(simNow))) > 0) await answerNewOffers()
  })
}
async function answerNewOffers() {
  const fresh = await db.selectFrom('rescue_offers').selectAll().where('id', '>', lastOffer).orderBy('id').execute()
  for (const o of fresh) {
    lastOffer = o.id
    const r = responderById.get(o.user_id)
    const c = caseById.get(o.rescue_id)
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
}
const wallSeconds = (Date.now() - started) / 1000

// Escalations to the admins (the rings' last step), as of the simulated clock.
const fired = await db
  .selectFrom('rescue_ring_steps')
  .select(['rescue_id', 'fired_at'])
  .where('step', 'in', ['admins', 'no-cover'])
  .where('fired_at', 'is not', null)
  .orderBy('fired_at')
  .execute()
for (const f of fired) {
  const c = caseById.get(f.rescue_id)
  if (c) c.escalatedAt = Math.min(c.escalatedAt ?? Number.POSITIVE_INFINITY, new Date(f.fired_at!).getTime())
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
  c.deskAt = desk
  if (c.acceptedAt === undefined || desk < c.acceptedAt) {
    c.acceptedAt = desk
    c.acceptedBy = 'desk'
    byDesk += 1
  }
}
const byDeskOf = (urgency: string) => cases.filter((c) => c.urgency === urgency && c.acceptedBy === 'desk').length

// The tail: each critical case slower than 15 minutes and high one slower than 45, and why: the
// nearest on duty and how many were within 1.5, 3, 5 and 10 km (positions as stored, to the
// grid), the offers the ring made and how many were accepted, when the desk was told, and how
// long the desk's flow took from then.
{
  const kmOf = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const rad = Math.PI / 180
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
    return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
  }
  const offersOf = new Map<number, { n: number; far: number }>()
  for (const o of await db.selectFrom('rescue_offers').select(['rescue_id', 'distance_m']).execute()) {
    const e = offersOf.get(o.rescue_id) ?? { n: 0, far: 0 }
    e.n += 1
    e.far = Math.max(e.far, (o.distance_m ?? 0) / 1000)
    offersOf.set(o.rescue_id, e)
  }
  const slow = cases.filter(
    (c) =>
      c.acceptedAt !== undefined &&
      ((c.urgency === 'critical' && c.acceptedAt - c.filedAt > 15 * MIN) ||
        (c.urgency === 'high' && c.acceptedAt - c.filedAt > 45 * MIN)),
  )
  console.log(`\nthe tail (critical over 15 min, high over 45): ${slow.length} cases`)
  console.log(
    '  case urgency   minutes  taken by   nearest  within 1.5/3/5/10 km  offers (farthest)  desk told  desk took',
  )
  for (const c of slow) {
    const d = responders
      .map((r) => kmOf(c.at, { lat: Number(r.at.lat.toFixed(3)), lng: Number(r.at.lng.toFixed(3)) }))
      .sort((a, b) => a - b)
    const within = [1.5, 3, 5, 10].map((k) => d.filter((x) => x <= k).length).join('/')
    const o = offersOf.get(c.id!) ?? { n: 0, far: 0 }
    const told = c.escalatedAt === undefined ? '-' : `+${((c.escalatedAt - c.filedAt) / MIN).toFixed(1)}`
    const took =
      c.deskAt === undefined || c.escalatedAt === undefined ? '-' : ((c.deskAt - c.escalatedAt) / MIN).toFixed(1)
    console.log(
      `  #${String(c.id).padEnd(5)} ${c.urgency.padEnd(8)} ${((c.acceptedAt! - c.filedAt) / MIN).toFixed(1).padStart(7)}  ${(c.acceptedBy ?? '').split(' by')[0]!.padEnd(9)} ${d[0]!.toFixed(1).padStart(5)} km  ${within.padStart(19)}  ${String(o.n).padStart(6)} (${o.far.toFixed(1)} km)  ${told.padStart(9)}  ${took.padStart(9)}`,
    )
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
const mode = SURGE > 0 ? `surge day (${SURGE}x the cases, 30% birds)` : `${DAYS} simulated days`
console.log(
  `\n${mode}: ${cases.length} cases, ${responders.length} responders (20 coordinators${RECRUITS > 0 ? `, ${RECRUITS} recruits where cover is thinnest` : ''}), seed ${SEED}`,
)
console.log('assumptions:')
console.log(`  urgent offer (critical, high): accepted with p=${ACCEPT_P} after 30-180 s, day or night`)
console.log(`  quiet offer (medium, low): p=${ACCEPT_P} after 1-5 min by day, p=${QUIET_NIGHT_P} at night`)
console.log(`  coordinator's area offer: p=${COORD_P} after 2-8 min by day, p=${QUIET_NIGHT_P} at night`)
console.log(
  `  near-me list: read by each responder every ${LOOK_MIN_MINUTES}-${LOOK_MAX_MINUTES} min from 07:00 to 22:00, a listed case taken with p=${ACCEPT_P} after 30-180 s`,
)
console.log(
  "  nobody says Can't; an offer not accepted is left unanswered; someone taken off duty by the roster taps back on at their next look by day",
)
console.log('  admin-only: an admin looks every 15 min; the NGO accepts with p=' + ACCEPT_P + ' after 30-180 s')
console.log(
  '  with rings, the same desk flow takes a case once the ring tells the admins (critical, high: nobody took it, or no cover) or at once (medium, low)',
)
console.log(`wall time ${wallSeconds.toFixed(0)} s\n`)
const offerRows = await db.selectFrom('rescue_offers').select(['rescue_id', 'user_id', 'offered_at', 'state']).execute()
console.log(
  'report to first accept, minutes   rings: median  p90  accepted | admin-only: median  p90 | ratio |   p99  desk-only  accept/offer',
)
const results: Record<string, { ring: number; p90: number; admin: number; desk: number }> = {}
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
  const desk = mine.filter((c) => c.acceptedBy === 'desk').length / mine.length
  const ids = new Set(mine.map((c) => c.id))
  const mineOffers = offerRows.filter((o) => ids.has(o.rescue_id))
  const perOffer = mineOffers.filter((o) => o.state === 'accepted').length / Math.max(1, mineOffers.length)
  results[urgency] = { ring: pct(ring, 50), p90: pct(ring, 90), admin: pct(admin, 50), desk }
  console.log(
    `  ${urgency.padEnd(8)}                          ${fmt(pct(ring, 50)).padStart(6)} ${fmt(pct(ring, 90)).padStart(5)}  ${String(accepted).padStart(3)}/${mine.length}  |   ${fmt(pct(admin, 50)).padStart(6)} ${fmt(pct(admin, 90)).padStart(5)} | ${(pct(admin, 50) / pct(ring, 50)).toFixed(1)}x | ${fmt(pct(ring, 99)).padStart(5)}  ${`${(desk * 100).toFixed(0)}%`.padStart(9)}  ${`${(perOffer * 100).toFixed(0)}%`.padStart(12)}`,
  )
}
// Offers per responder per simulated day: every responder on every day, none counting as 0.
const perDay = new Map<string, number>()
for (const o of offerRows) {
  const day = Math.floor((new Date(o.offered_at).getTime() - DAY_START) / (24 * 60 * MIN))
  if (day >= DAYS) continue
  const key = `${o.user_id}:${day}`
  perDay.set(key, (perDay.get(key) ?? 0) + 1)
}
const perResponderDay = responders
  .flatMap((r) => Array.from({ length: DAYS }, (_, d) => perDay.get(`${r.id}:${d}`) ?? 0))
  .sort((a, b) => a - b)
const perCase = new Map<number, number>()
for (const o of offerRows) perCase.set(o.rescue_id, (perCase.get(o.rescue_id) ?? 0) + 1)
for (const urgency of URGENCIES) {
  const n = cases
    .filter((c) => c.urgency === urgency)
    .map((c) => perCase.get(c.id!) ?? 0)
    .sort((a, b) => a - b)
  console.log(`offers per ${urgency} case: median ${pct(n, 50)}, min ${n[0]}, max ${n.at(-1)}`)
}
// Filed by day and at night (22:00-07:00) apart: a low case filed at night waits for the
// morning by rule, so an urgency's median is its day cases' higher percentile.
for (const urgency of URGENCIES) {
  const part = (night: boolean) => {
    const mine = cases.filter((c) => c.urgency === urgency && atNight(c.filedAt) === night)
    const minutes = mine
      .map((c) => ((c.acceptedAt ?? Number.POSITIVE_INFINITY) - c.filedAt) / MIN)
      .sort((a, b) => a - b)
    const via = (how: string) => mine.filter((c) => (c.acceptedBy ?? '').startsWith(how)).length
    return `${mine.length} cases, median ${fmt(pct(minutes, 50))}, p75 ${fmt(pct(minutes, 75))} (offer ${via('offer') + via('quiet') + via('area')}, list ${via('list')}, desk ${via('desk')})`
  }
  console.log(`${urgency} filed by day: ${part(false)}; at night: ${part(true)}`)
}
console.log(
  `taken only by the desk (the admins assigning, as today) before any ring or list accept: ${byDesk} (critical ${byDeskOf('critical')}, high ${byDeskOf('high')}, medium ${byDeskOf('medium')}, low ${byDeskOf('low')})`,
)
console.log(`answers to accepts: ${[...answers].map(([code, n]) => `${code}: ${n}`).join(', ')}`)
console.log(`taken off duty by the roster (3 offers unanswered in a row), then back on: ${pauses}`)
console.log(
  `\noffers per responder per day: median ${pct(perResponderDay, 50)}, p90 ${pct(perResponderDay, 90)}, max ${perResponderDay.at(-1)}`,
)

const checks: [string, boolean][] =
  SURGE > 0
    ? [
        ['surge: critical median <= 5 min', results.critical!.ring <= 5],
        ['surge: critical p90 <= 45 min', results.critical!.p90 <= 45],
      ]
    : [
        [`critical p90 <= ${RECRUITS > 0 ? 15 : 30} min`, results.critical!.p90 <= (RECRUITS > 0 ? 15 : 30)],
        ['high p90 <= 45 min', results.high!.p90 <= 45],
        ['critical median <= 3 min', results.critical!.ring <= 3],
        ['every urgency median <= 10 min', URGENCIES.every((u) => results[u]!.ring <= 10)],
        ['<= 15% of critical taken only by the desk', results.critical!.desk <= 0.15],
        ['median <= 3 offers per responder per day', pct(perResponderDay, 50) <= 3],
      ]
console.log('')
for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
await app.close()
await db.destroy()
await database.close()
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
