// The privacy of the street, walked (docs/rules.md#privacy-walk): every answer a visitor, a
// stranger, a follower and a responder who has not accepted can read about a case (every GET
// of the OpenAPI document, the follow answers, their notifications, web-push payloads and
// mail) is searched for the case's exact position, typed address, landmark and the reporter's
// name, phone and e-mail. The case's own NGO and an admin walk the same routes as the
// positive control: their answers do carry those values, so the search is known to find them.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { DISTANCE_STEP_M } from '../src/modules/rescues/rescues.privacy.access.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, png, report, waitFor } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

// The case: values that cannot occur in an answer by chance.
const EXACT = { lat: 19.1197012, lng: 72.8467391 }
const ADDRESS = 'Flat 1907, Vermilion Tamarind Chawl, Gilbert Hill Road'
const LANDMARK = 'Behind the turquoise paan kiosk of Quasimodo'
const REPORTER = {
  firstName: 'Zenobia',
  lastName: 'Quillfeatherly',
  phone: '9820047731',
  email: 'zenobia.quillfeatherly@example.test',
}
/** The case's pincode: what everyone may read of its place (a marker that the walk reached it). */
const PINCODE = '400058'
const PHOTO_HASH = 'c0ffee00d15ea5e1'
/** Where the animal was taken: what the reporter and the followers read of the outcome. */
const CLINIC_PLACE = 'Sai Pet Clinic, Andheri West'

/** What must not reach the personas; each a test on an answer's text. */
const SECRETS: Record<string, (text: string) => boolean> = {
  // The exact coordinates beyond 3 decimals, as numbers or strings, with or without the point.
  'exact lat': (t) => /19\.1197|1197012/.test(t),
  'exact lng': (t) => /72\.8467|8467391/.test(t),
  address: (t) => /Vermilion Tamarind/i.test(t),
  landmark: (t) => /turquoise paan kiosk/i.test(t),
  'reporter name': (t) => /Zenobia|Quillfeatherly/i.test(t),
  'reporter phone': (t) => t.replace(/[\s()+-]/g, '').includes(REPORTER.phone),
  'reporter e-mail': (t) => t.toLowerCase().includes(REPORTER.email),
  // The reporter's account id as the case's reporter: it links one reporter's cases.
  'reporter account': (t) => new RegExp(`"requester_?id"\\s*:\\s*${ids.reporter}\\b`, 'i').test(t),
}
const found = (text: string) => Object.keys(SECRETS).filter((name) => SECRETS[name]!(text))

// Standing 100 m north of the case: within the radius of "the same animal nearby".
const NEAR = { lat: 19.1206, lng: 72.8467 }

// Query values the walk knows; a GET with a required query parameter not named here fails the
// walk (so a new route is walked with real values, never skipped).
const QUERY: Record<string, (p: Persona) => string> = {
  lat: (p) => String(p.at.lat),
  lng: (p) => String(p.at.lng),
  animalType: () => 'dog',
  hashes: () => PHOTO_HASH,
  to: (p) => p.user?.email ?? REPORTER.email,
  // The admins' rings of the listed cases: the case's own.
  ids: () => String(ids.rescue),
  // The coverage map's box: around the case.
  minLat: () => '19.0',
  minLng: () => '72.8',
  maxLat: () => '19.2',
  maxLng: () => '72.9',
}

/** Routes the walk leaves out, each with its reason. */
const NOT_WALKED: Record<string, string> = {
  // The OpenAPI document and its pages describe routes; they hold no data.
  '/api/docs': 'the API description',
  // The development mailbox answers this machine only, in development; the mail each persona
  // received is read from it below, as what that persona was sent.
  '/api/dev': 'development tools on this machine',
}

/** GET routes hidden from the document that the walk calls by name. */
const HIDDEN_WALKED = ['/api/metrics']

/** Every GET path of the server's route table (app.printRoutes), parameters as {name}. */
function serverGets(): string[] {
  const parents: string[] = []
  const paths: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false, method: 'GET' }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (.*) \(([^)]*)\)$/)
    if (!m) continue
    const depth = m[1]!.length / 4
    const path = (depth === 0 ? '' : parents[depth - 1]!) + m[2]!
    parents[depth] = path.replace(/\/$/, '') + (depth === 0 ? '/' : '')
    if (m[3]!.split(', ').includes('GET')) paths.push(path.replace(/:(\w+)/g, '{$1}'))
  }
  return paths
}

interface Persona {
  name: string
  user: TestUser | null
  at: { lat: number; lng: number }
}

interface Answer {
  what: string
  status: number
  text: string
}

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean }[]
}

const ids = { rescue: 0, reporter: 0, ngo: 0 }

function pathFor(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (path.startsWith('/api/users')) return String(ids.reporter)
    if (path.startsWith('/api/ngos') || path.startsWith('/api/admin/ngos')) return String(ids.ngo)
    if (name === 'index') return '0'
    if (name === 'key') return randomUUID()
    if (name === 'userId') return String(ids.reporter)
    return String(ids.rescue)
  })
}

function getOperations() {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(doc.paths)
    .filter(([path]) => !Object.keys(NOT_WALKED).some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, ops]) => (ops.get ? [{ path, op: ops.get }] : []))
}

/** Every GET of the document as `persona`, its path filled with the case and its people. */
async function walkGets(persona: Persona): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const { path, op } of getOperations()) {
    const query = new URLSearchParams()
    for (const param of op.parameters ?? []) {
      if (param.in !== 'query' || !param.required) continue
      const value = QUERY[param.name]
      if (!value) throw new Error(`GET ${path}: no value for its query parameter "${param.name}" in QUERY`)
      query.set(param.name, value(persona))
    }
    const url = `${pathFor(path)}${query.size ? `?${query}` : ''}`
    const res = await app.inject({ method: 'GET', url, headers: persona.user ? bearer(persona.user) : {} })
    answers.push({ what: `GET ${url}`, status: res.statusCode, text: res.body })
  }
  // Hidden from the document: the metrics (Prometheus text).
  const metrics = await app.inject({ method: 'GET', url: '/api/metrics' })
  answers.push({ what: 'GET /api/metrics', status: metrics.statusCode, text: metrics.body })
  return answers
}

/** What `persona` was told: notification rows, web-push payloads and mail. */
async function received(persona: Persona): Promise<Answer[]> {
  if (!persona.user) return []
  const answers: Answer[] = []
  const notes = await db.selectFrom('notifications').selectAll().where('user_id', '=', persona.user.id).execute()
  for (const n of notes) answers.push({ what: `notification ${n.id}`, status: 200, text: JSON.stringify(n) })
  const pushes = await sql<{ id: string; data: unknown }>`
    select id, data from pgboss.job where name = 'push-send' and data->>'endpoint' = ${endpointOf(persona)}`.execute(db)
  for (const p of pushes.rows) answers.push({ what: `push ${p.id}`, status: 200, text: JSON.stringify(p.data) })
  const mail = await app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(persona.user.email)}`,
  })
  answers.push({ what: 'mail', status: mail.statusCode, text: mail.body })
  return answers
}

const endpointOf = (persona: Persona) => `https://push.example.test/${persona.name}`

/** The leaks among `answers`, one line each; and no distance finer than the step. */
function leaksIn(persona: Persona, answers: Answer[]): string[] {
  const leaks: string[] = []
  for (const answer of answers) {
    const names = found(answer.text)
    if (names.length > 0) leaks.push(`${persona.name} ${answer.what} (${answer.status}): ${names.join(', ')}`)
    for (const m of answer.text.matchAll(/"distance\w*":\s*(\d+(?:\.\d+)?)/g)) {
      if (Number(m[1]) % DISTANCE_STEP_M !== 0) leaks.push(`${persona.name} ${answer.what}: distance ${m[1]}`)
    }
  }
  return leaks
}

type PersonaKey = 'visitor' | 'stranger' | 'follower' | 'responder' | 'caseNgo' | 'admin'
const personas = {} as Record<PersonaKey, Persona>
const figures: string[] = []
const totals = { phases: new Set<string>(), answers: 0, leaks: 0 }

async function onDuty(user: TestUser, point: { lat: number; lng: number }) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/responders/me/duty',
    headers: bearer(user),
    payload: { onDuty: true, hours: 8, skills: ['transport'], ...point },
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function follow(persona: Persona, at: { lat: number; lng: number }): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/rescues/${ids.rescue}/follow`,
    headers: persona.user ? bearer(persona.user) : {},
    payload: { ...at, accuracy: 15, note: 'Same brown dog, I saw it too.' },
  })
  return { what: `POST /api/rescues/${ids.rescue}/follow`, status: res.statusCode, text: res.body }
}

/** A field action by `persona` on the case (each with its own key, as the outbox sends them). */
async function act(persona: Persona, body: Record<string, unknown>): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/rescues/${ids.rescue}/actions`,
    headers: { ...bearer(persona.user!), 'idempotency-key': randomUUID() },
    payload: body,
  })
  return { what: `POST /api/rescues/${ids.rescue}/actions ${body.action}`, status: res.statusCode, text: res.body }
}

/**
 * Walks every persona. `controls` are the ones who must act on the case (their finds are
 * returned); every other persona's answers are searched for leaks.
 */
async function walkAll(phase: string, controls: PersonaKey[], extra: Partial<Record<PersonaKey, Answer[]>> = {}) {
  const leaks: string[] = []
  const finds: Partial<Record<PersonaKey, Set<string>>> = {}
  const seen: Record<string, string[]> = {}
  for (const [key, persona] of Object.entries(personas) as [PersonaKey, Persona][]) {
    const answers = [...(await walkGets(persona)), ...(await received(persona)), ...(extra[key] ?? [])]
    totals.phases.add(phase)
    totals.answers += answers.length
    const ok = answers.filter((a) => a.status < 300).length
    const placed = answers.filter((a) => a.status < 300 && a.text.includes(PINCODE)).map((a) => a.what)
    seen[key] = placed
    figures.push(
      `${phase} ${persona.name}: ${answers.length} answers (${ok} 2xx, ${placed.length} naming the case's area)`,
    )
    if (controls.includes(key)) finds[key] = new Set(answers.flatMap((a) => found(a.text)))
    else leaks.push(...leaksIn(persona, answers))
  }
  totals.leaks += leaks.length
  return { leaks, finds, seen }
}

beforeAll(async () => {
  await resetDb(db)
  const reporter = await createUser(ctx, { email: REPORTER.email })
  await db
    .updateTable('users')
    .set({ first_name: REPORTER.firstName, last_name: REPORTER.lastName, phone: REPORTER.phone })
    .where('id', '=', reporter.id)
    .execute()
  ids.reporter = reporter.id
  const caseNgo = await createUser(ctx, { role: 'ngo' })
  const otherNgo = await createUser(ctx, { role: 'ngo' })
  ids.ngo = caseNgo.ngoId!
  personas.visitor = { name: 'visitor', user: null, at: NEAR }
  personas.stranger = { name: 'stranger', user: await createUser(ctx), at: NEAR }
  personas.follower = { name: 'follower', user: await createUser(ctx), at: NEAR }
  personas.responder = { name: 'responder', user: otherNgo, at: NEAR }
  personas.caseNgo = { name: 'NGO that accepts', user: caseNgo, at: NEAR }
  personas.admin = { name: 'admin', user: await createUser(ctx, { role: 'admin' }), at: NEAR }
  for (const persona of Object.values(personas)) {
    if (!persona.user) continue
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: persona.user.id, endpoint: endpointOf(persona), p256dh: 'p', auth: 'a' })
      .execute()
  }
  // Both NGOs on duty nearby: a critical case is offered to them at once.
  await onDuty(otherNgo, NEAR)
  await onDuty(caseNgo, NEAR)
  const filed = await report(app, reporter, {
    urgency: 'critical',
    photoHashes: [PHOTO_HASH],
    location: {
      address: ADDRESS,
      landmarks: LANDMARK,
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: PINCODE,
      accuracy: 8,
      ...EXACT,
    },
  })
  ids.rescue = filed.id
}, 60_000)

describe('the privacy walk', () => {
  it('a case offered and open: visitor, stranger, follower and the responders read no exact place and nobody named', {
    timeout: 300_000,
  }, async () => {
    // The responder has the case offered and sees it near them, and has not accepted.
    const offers = await app.inject({
      method: 'GET',
      url: '/api/rescues/offers',
      headers: bearer(personas.responder.user!),
    })
    expect(offers.json().offers.map((o: { rescue: { id: number } }) => o.rescue.id)).toContain(ids.rescue)
    // The follower earned it (standing near the case); the stranger tries from far away.
    const followed = await follow(personas.follower, NEAR)
    expect(followed.status, followed.text).toBe(200)
    const again = await follow(personas.follower, NEAR)
    const refused = await follow(personas.stranger, { lat: 19.2, lng: 72.9 })
    expect(refused.status, refused.text).toBe(422)
    const anonymous = await follow(personas.visitor, NEAR)
    // A follower adds a photo of the animal: the answer is the case as they read it.
    const form = await multipart([{ bytes: await png(7), name: 'seen.png' }], { photoIds: JSON.stringify(['walk-1']) })
    const photo = await app.inject({
      method: 'POST',
      url: `/api/rescues/${ids.rescue}/images`,
      headers: { ...bearer(personas.follower.user!), ...form.headers },
      payload: form.payload,
    })
    expect(photo.statusCode, photo.body).toBeLessThan(300)
    const photoAnswer = { what: `POST /api/rescues/${ids.rescue}/images`, status: photo.statusCode, text: photo.body }
    await waitFor(
      async () => (await received(personas.responder)).some((a) => a.what.startsWith('push')),
      20_000,
      "the responder's offer push",
    )
    // The NGO that will accept is, until then, one more responder with the case offered.
    const { leaks, finds, seen } = await walkAll('open', ['admin'], {
      follower: [followed, again, photoAnswer],
      stranger: [refused],
      visitor: [anonymous],
    })
    expect(leaks).toEqual([])
    // They did read the case, at its approximate place: the walk reached it.
    expect(seen.stranger).toContain(`GET /api/rescues/nearby?lat=${NEAR.lat}&lng=${NEAR.lng}&animalType=dog`)
    expect(seen.follower).toContain(`GET /api/rescues/${ids.rescue}`)
    expect(seen.responder).toContain('GET /api/rescues/offers')
    expect(seen.responder).toContain(`GET /api/rescues/nearby-open?lat=${NEAR.lat}&lng=${NEAR.lng}`)
    // The positive control: the admins read every value the search looks for.
    expect(seen.caseNgo).toContain('GET /api/rescues/offers')
    expect([...finds.admin!].sort()).toEqual(Object.keys(SECRETS).sort())
  })

  it('the case accepted by its NGO: the others still read no exact place; the NGO reads all of it', {
    timeout: 300_000,
  }, async () => {
    const accepted = await act(personas.caseNgo, { action: 'accept' })
    expect(accepted.status, accepted.text).toBe(201)
    // The other responder is late: its accept and its "Can't" answer who has the case, no more.
    const late = await act(personas.responder, { action: 'accept' })
    expect(late.status, late.text).toBe(409)
    const cant = await act(personas.responder, { action: 'cant', cantReason: 'no_transport' })
    // The follower is told of the acceptance (a notification and its push).
    await waitFor(
      async () => (await received(personas.follower)).filter((a) => a.what.startsWith('push')).length >= 2,
      20_000,
      "the follower's pushes",
    )
    const { leaks, finds, seen } = await walkAll('accepted', ['caseNgo', 'admin'], { responder: [late, cant] })
    expect(leaks).toEqual([])
    expect(seen.follower).toContain(`GET /api/rescues/${ids.rescue}`)
    expect(seen.responder).toContain('GET /api/rescues/offers')
    expect([...finds.caseNgo!].sort()).toEqual(Object.keys(SECRETS).sort())
    expect([...finds.admin!].sort()).toEqual(Object.keys(SECRETS).sort())
    // The case itself, as its NGO reads it, carries each value.
    const own = await app.inject({
      method: 'GET',
      url: `/api/rescues/${ids.rescue}`,
      headers: bearer(personas.caseNgo.user!),
    })
    expect(found(own.body).sort()).toEqual(Object.keys(SECRETS).sort())
  })

  it('the case completed at a clinic and answered: the closure and the outcome are walked too', {
    timeout: 300_000,
  }, async () => {
    for (const action of ['progress', 'rescued'] as const) {
      const step = await act(personas.caseNgo, { action, note: `${action} on the way` })
      expect(step.status, step.text).toBe(201)
    }
    const done = await act(personas.caseNgo, {
      action: 'completed',
      outcome: 'taken_to_clinic',
      outcomePlace: CLINIC_PLACE,
    })
    expect(done.status, done.text).toBe(201)
    // The follower is asked "Was the animal helped?" and answers; a stranger's answer is refused.
    const closure = (persona: Persona) =>
      app.inject({
        method: 'POST',
        url: `/api/rescues/${ids.rescue}/closure`,
        headers: bearer(persona.user!),
        payload: { helped: true, note: 'Saw it at the clinic' },
      })
    const answered = await closure(personas.follower)
    expect(answered.statusCode, answered.body).toBe(201)
    const stranger = await closure(personas.stranger)
    expect(stranger.statusCode).toBe(404)
    const { leaks, finds, seen } = await walkAll('completed', ['caseNgo', 'admin'], {
      follower: [{ what: `POST /api/rescues/${ids.rescue}/closure`, status: answered.statusCode, text: answered.body }],
      stranger: [{ what: `POST /api/rescues/${ids.rescue}/closure`, status: stranger.statusCode, text: stranger.body }],
    })
    expect(leaks).toEqual([])
    // The follower read the outcome (the clinic's place) and their own closure answer.
    const followerCase = await app.inject({
      method: 'GET',
      url: `/api/rescues/${ids.rescue}`,
      headers: bearer(personas.follower.user!),
    })
    expect(followerCase.json().outcome).toEqual({ kind: 'taken_to_clinic', place: CLINIC_PLACE })
    expect(seen.follower).toContain(`GET /api/rescues/${ids.rescue}`)
    expect([...finds.caseNgo!].sort()).toEqual(Object.keys(SECRETS).sort())
    expect([...finds.admin!].sort()).toEqual(Object.keys(SECRETS).sort())
    console.log(`privacy walk:\n  ${figures.join('\n  ')}`)
    console.log(
      `privacy walk: ${totals.phases.size} phases x ${Object.keys(personas).length} personas, ${totals.answers} answers read, ${totals.leaks} leaks`,
    )
  })

  it('walks every GET route the server has but the ones it names', () => {
    // The server's own route table, not the document: a route hidden from the document is
    // still one a persona can call.
    const walked = new Set([...getOperations().map((o) => o.path), ...HIDDEN_WALKED])
    const unwalked = serverGets().filter(
      (path) =>
        path.startsWith('/api') &&
        !walked.has(path) &&
        !Object.keys(NOT_WALKED).some((prefix) => path.startsWith(prefix)),
    )
    expect(serverGets()).toContain('/api/rescues/nearby-open')
    expect(unwalked, 'GET routes the walk does not reach').toEqual([])
    expect(walked.size).toBeGreaterThan(40)
  })
})
