// Keep them closed: a role x endpoint matrix generated from the OpenAPI document
// (app.swagger(), what /api/docs serves). Every operation is called as every persona with its
// path filled from real objects (the owner's animal, the adopter's rescue case assigned to
// the approved NGO, the adopter's application and notification, the NGO records), and each
// cell's status is checked against the table below (docs/rules.md#permissions and each route's
// declared config.access). A cell that flips (a new route without a check, a check removed)
// fails the test.
import { randomUUID } from 'node:crypto'
import { NOTIFICATION_TYPES } from '@paws/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { apply } from './support/adoption-fixtures.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, login, PASSWORD, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { multipart, png, report, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

const PERSONAS = [
  'anonymous',
  'adopter',
  'owner',
  'adopter2',
  'ngoPending',
  'ngo',
  'ngo2',
  'ngoSuspended',
  'admin',
] as const
type Persona = (typeof PERSONAS)[number]

interface Operation {
  security?: unknown[]
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[]
  requestBody?: { content?: Record<string, unknown> }
}

const users = {} as Record<Exclude<Persona, 'anonymous'>, TestUser>
/** The objects the paths point at; made again after any write that may have changed them. */
const objects = {
  animal: 0,
  rescue: 0,
  adoption: 0,
  notification: 0,
  alert: 0,
  victimUser: 0,
  victimNgo: 0,
  lostPost: 0,
  tagCode: '',
}

async function makeObjects() {
  objects.animal = await insertAnimal(db, users.owner.id, { status: 'available' })
  const rescue = await report(app, users.adopter)
  await setCase(db, rescue.id, { status: 'assigned', ngo_id: users.ngo.ngoId! })
  objects.rescue = rescue.id
  objects.adoption = (await apply(app, users.adopter, objects.animal)).id
  const note = await db
    .insertInto('notifications')
    .values({
      user_id: users.adopter.id,
      type: NOTIFICATION_TYPES[0],
      title: 'Matrix',
      message: 'A notification of the adopter',
      url: '/',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  objects.notification = note.id
  const alert = await db
    .insertInto('animal_alerts')
    .values({ user_id: users.adopter.id, name: 'Matrix alert' })
    .returning('id')
    .executeTakeFirstOrThrow()
  objects.alert = alert.id
  // The owner's open lost post in Bandra, with its tag.
  const lost = await db
    .insertInto('lost_found_posts')
    .values({
      user_id: users.owner.id,
      kind: 'lost',
      species: 'dog',
      lat: 19.0597,
      lng: 72.8292,
      approx_lat: 19.0595,
      approx_lng: 72.8295,
      place_source: 'gps',
      pincode: '400050',
      seen_at: new Date(Date.now() - 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  objects.lostPost = lost.id
  // A code of the tag alphabet (no 0 or 1), one per post.
  objects.tagCode = `M${String(lost.id).padStart(7, 'Z').replace(/0/g, 'A').replace(/1/g, 'B')}`
  await db.insertInto('lost_found_tags').values({ code: objects.tagCode, post_id: lost.id }).execute()
}

async function makeVictims() {
  // Targets of admin deletes and role changes, so the personas survive them.
  const victim = await createUser(ctx)
  objects.victimUser = victim.id
  objects.victimNgo = (await createUser(ctx, { role: 'ngo' })).ngoId!
}

beforeAll(async () => {
  await resetDb(db)
  users.adopter = await createUser(ctx)
  users.owner = await createUser(ctx)
  users.adopter2 = await createUser(ctx)
  users.ngoPending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
  users.ngo = await createUser(ctx, { role: 'ngo' })
  users.ngo2 = await createUser(ctx, { role: 'ngo' })
  users.ngoSuspended = await createUser(ctx, { role: 'ngo' })
  await db.updateTable('ngos').set({ is_active: false }).where('id', '=', users.ngoSuspended.ngoId!).execute()
  users.admin = await createUser(ctx, { role: 'admin' })
  // The approved NGOs' accounts on duty far from the cases (the self-pick list answers them).
  for (const persona of ['ngo', 'ngo2'] as const) {
    const duty = await app.inject({
      method: 'PUT',
      url: '/api/responders/me/duty',
      headers: bearer(users[persona]),
      payload: { onDuty: true, hours: 8, lat: 18.52, lng: 73.85 },
    })
    expect(duty.statusCode, duty.body).toBe(200)
  }
  await makeObjects()
  await makeVictims()
}, 60_000)

/**
 * Writes that change only the caller's own session, account settings or marks (read, favourite,
 * a claim code), never the objects the paths point at nor what the access rules read: after
 * one of these the objects are not made again (making them is most of the matrix's time).
 */
const KEEPS_OBJECTS = new Set([
  'POST /api/auth/logout',
  'PUT /api/users/profile',
  'PUT /api/users/locale',
  'DELETE /api/users/avatar',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/preferences',
  'PUT /api/favourites/{id}',
  'DELETE /api/favourites/{id}',
  'POST /api/sms/claim-codes',
])

/** The victims (objects.victimUser, victimNgo) are reached only through these paths. */
const mayTouchVictims = (path: string) =>
  path.includes('{userId}') || path.startsWith('/api/users/{') || path.startsWith('/api/ngos/{')

// Requests that may end the caller's own session: the persona signs in again after a 2xx.
const SESSION_ENDING = ['POST /api/auth/logout', 'DELETE /api/users/profile', 'PUT /api/users/password']

/**
 * Valid minimal bodies where an empty one would stop at validation (400) before the
 * permission check the cell is about; every other operation with a body gets {}.
 */
const BODIES: Record<string, () => unknown> = {
  'POST /api/adoptions': () => ({
    animalId: objects.animal,
    applicationData: { livingSpace: 'apartment' },
    notes: 'We would love to give a home.',
  }),
  'PUT /api/adoptions/{id}/status': () => ({ status: 'under_review' }),
  'PUT /api/alerts/{id}': () => ({ paused: true }),
  'POST /api/alerts': () => ({ name: 'Matrix dogs', filters: { species: 'dog' } }),
  'PUT /api/rescues/{id}': () => ({ status: 'accepted' }),
  'POST /api/rescues/{id}/actions': () => ({ action: 'accept' }),
  'POST /api/rescues/{id}/closure': () => ({ helped: true }),
  // A point (following needs one; whether it is near the case is a business rule, 422).
  'POST /api/rescues/{id}/follow': () => ({ lat: 19.0545, lng: 72.8405, accuracy: 15 }),
  'PUT /api/animals/{id}': () => ({ name: 'Matrix' }),
  'PUT /api/users/locale': () => ({ locale: 'mr' }),
  'PUT /api/clinics/me/availability': () => ({ accepting: false, places: {} }),
  'PUT /api/rescues/{id}/volunteer': () => ({ userId: null }),
  // A new address each call: an address gets one invitation e-mail a minute.
  'POST /api/ngos/me/members/invitations': () => ({ email: `matrix-${randomUUID()}@example.test`, kind: 'responder' }),
  'PUT /api/ngos/me/night-watch': () => ({ rota: [] }),
  'POST /api/ngos/invitations/accept': () => ({ code: 'not-a-code-anyone-was-sent' }),
  'PUT /api/responders/me/duty': () => ({ onDuty: true, hours: 1 }),
  'POST /api/lost-found/posts/{id}/close': () => ({ outcome: 'rehomed' }),
  'POST /api/lost-found/tags': () => ({ postId: objects.lostPost }),
}

/**
 * Valid queries where none would stop at validation (400) before the permission check: a point
 * in Bandra, the animal and a photo's perceptual hash.
 */
const QUERIES: Record<string, string> = {
  'GET /api/rescues/nearby': 'lat=19.0545&lng=72.8405&animalType=dog',
  'GET /api/rescues/nearby-open': 'lat=19.0545&lng=72.8405',
  'GET /api/rescues/same-photo': 'hashes=c0ffee00d15ea5e1',
  'GET /api/clinics/nearby': 'lat=19.0545&lng=72.8405',
  'GET /api/coverage': 'minLat=19.0&minLng=72.8&maxLat=19.1&maxLng=72.9',
}

/**
 * The expected answer of every cell, in PERSONAS order:
 *   anonymous adopter owner adopter2 ngoPending ngo ngo2 ngoSuspended admin
 * "ok" = allowed: anything but 401, 403, 404 or a 5xx (a 400 on the minimal body, or a 409
 * or 422 of the business rules, still means the caller got past the permission checks);
 * a number = exactly that status. Paths point at: the owner's animal, the adopter's rescue
 * case (assigned to ngo), the adopter's application on the owner's animal, the adopter's
 * notification, ngo's NGO record; GET /users/{id} at the adopter, the other user and NGO
 * writes that delete or change roles at throwaway users and NGOs.
 */
const PUBLIC = 'ok ok ok ok ok ok ok ok ok'
const SIGNED_IN = '401 ok ok ok ok ok ok ok ok'
const ADMIN = '401 403 403 403 403 403 403 403 ok'
const EXPECTED: Record<string, string> = {
  'GET /api/health': PUBLIC,
  // Auth: public (an empty body is a 400 for everyone); logout needs a session.
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/register-ngo': PUBLIC,
  'POST /api/auth/register-vet': PUBLIC,
  'POST /api/auth/register-supplier': PUBLIC,
  'POST /api/auth/verify-otp': PUBLIC,
  'POST /api/auth/resend-otp': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/refresh': PUBLIC,
  'POST /api/auth/logout': SIGNED_IN,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/verify-email': PUBLIC,
  // Own profile: every signed-in user, on themselves only.
  'GET /api/users/profile': SIGNED_IN,
  'PUT /api/users/profile': SIGNED_IN,
  'DELETE /api/users/profile': SIGNED_IN,
  'POST /api/users/profile/email/confirm': SIGNED_IN,
  'PUT /api/users/password': SIGNED_IN,
  'PUT /api/users/locale': SIGNED_IN,
  'POST /api/users/avatar': SIGNED_IN,
  'DELETE /api/users/avatar': SIGNED_IN,
  'GET /api/users/me/ngo': '401 404 404 404 ok ok ok ok 404',
  'GET /api/users/me/vet': '401 404 404 404 404 404 404 404 404',
  'GET /api/users/me/supplier': '401 404 404 404 404 404 404 404 404',
  // Rescues: anyone signed in but an NGO reports; requester, assigned NGO and admin see the
  // case, nobody else (404); only the assigned, approved, active NGO accepts (a blocked NGO
  // gets 409); photos are the requester's (the assigned NGO gets 403). Index 0 holds no photo.
  'GET /api/rescues': SIGNED_IN,
  'POST /api/rescues': '401 ok ok ok 403 403 403 403 ok',
  'GET /api/rescues/{id}': '401 ok 404 404 404 ok 404 404 ok',
  'PUT /api/rescues/{id}': '401 403 404 404 409 ok 404 409 ok',
  'POST /api/rescues/{id}/images': '401 ok 404 404 404 403 404 404 ok',
  'DELETE /api/rescues/{id}/images/{index}': '401 404 404 404 404 403 404 404 404',
  // Anyone signed in may look for the same animal nearby (a point given) and follow
  // an open case they did not report (the adopter's own case: 409); NGO accounts may not.
  'GET /api/rescues/nearby': SIGNED_IN,
  // Dispatch: a responder's offers are for members of an approved, active NGO; the self-pick
  // list too, on duty (below, with a point).
  'GET /api/rescues/offers': '401 403 403 403 403 ok ok 403 403',
  // The same photo: anyone signed in (a hash given). Reports by SMS: without
  // SMS_INBOUND_TOKEN (as here) the webhook does not exist for anyone (sms.test.ts has the
  // token's cells); each account reads its own SMS key.
  'GET /api/rescues/same-photo': SIGNED_IN,
  'POST /api/sms/inbound': '404 404 404 404 404 404 404 404 404',
  'GET /api/sms/key': SIGNED_IN,
  // The hotline's SMS number: anyone reads it (a phone about to report); only admins set it.
  'GET /api/sms/hotline': PUBLIC,
  // A signed-out phone's claim code: anyone gets one (rate-limited); anyone signed in claims
  // one with its key (the empty body here: 400; sms-claims.test.ts has the rules).
  'POST /api/sms/claim-codes': PUBLIC,
  'POST /api/sms/claim-codes/claim': SIGNED_IN,
  'GET /api/admin/settings/sms': ADMIN,
  'PUT /api/admin/settings/sms': ADMIN,
  // The self-pick list: members of an approved, active NGO on duty (ngo and ngo2 are).
  'GET /api/rescues/nearby-open': '401 403 403 403 403 ok ok 403 403',
  // The coverage map: admins and the coordinators of an approved, active NGO.
  'GET /api/coverage': '401 403 403 403 403 ok ok 403 ok',
  'GET /api/admin/settings/dispatch': ADMIN,
  'PUT /api/admin/settings/dispatch': ADMIN,
  'GET /api/admin/rescues/{id}/ring': ADMIN,
  'GET /api/admin/rescues/rings': ADMIN,
  'GET /api/admin/export/rescues.csv': ADMIN,
  'GET /api/admin/export/users.csv': ADMIN,
  'GET /api/admin/export/ngos.csv': ADMIN,
  'GET /api/admin/export/animals.csv': ADMIN,
  'GET /api/admin/export/adoptions.csv': ADMIN,
  'GET /api/admin/map-config': ADMIN,
  'GET /api/rescues/map-config': PUBLIC,
  'GET /api/admin/rescues/map': ADMIN,
  'GET /api/admin/rescues/attention': ADMIN,
  'GET /api/admin/settings/escalation': ADMIN,
  'PUT /api/admin/settings/escalation': ADMIN,
  'GET /api/admin/rescues/{id}/ngo-options': ADMIN,
  'POST /api/admin/rescues/{id}/merge': ADMIN,
  // The desk's triage: releasing a held report, marking its reporter as sending false reports.
  'POST /api/admin/rescues/{id}/release': ADMIN,
  'POST /api/admin/rescues/{id}/false-reports': ADMIN,
  'GET /api/admin/ngos/{id}/figures': ADMIN,
  // An NGO that never had the case gets 404, as when reading it; a blocked NGO gets 409 (its
  // outbox keeps what it wrote), as does one whose case was taken away (rescue-actions.test.ts).
  'POST /api/rescues/{id}/actions': '401 403 403 403 409 ok 404 409 403',
  // Proof photos, sent a real photo on a progress step of ngo's: ngo adds it; the key is ngo's
  // own, so everyone else finds no such action (404); a blocked NGO is refused first (409,
  // nothing stored: rescues.blocked.access.ts).
  'POST /api/rescues/{id}/actions/{key}/photos': '401 404 404 404 409 ok 404 409 404',
  'POST /api/rescues/{id}/follow': '401 ok ok ok 403 403 403 403 ok',
  // The reporter's word: its reporter (409 here: the case is not completed yet) or a follower;
  // those who see the case but did not report it get 403, everyone else 404 (rescue-closure.test.ts).
  'POST /api/rescues/{id}/closure': '401 409 404 404 404 403 404 404 403',
  // The case's member who goes: a coordinator of the NGO that holds it (admins use PUT).
  'PUT /api/rescues/{id}/volunteer': '401 404 404 404 404 ok 404 404 403',
  // Notifications: one's own only (404 for everyone else, admin included).
  // Favourites and alerts: one's own only; someone else's alert reads as 404.
  'GET /api/favourites': SIGNED_IN,
  'GET /api/favourites/ids': SIGNED_IN,
  'PUT /api/favourites/{id}': SIGNED_IN,
  'DELETE /api/favourites/{id}': SIGNED_IN,
  'GET /api/alerts': SIGNED_IN,
  'POST /api/alerts': SIGNED_IN,
  'PUT /api/alerts/{id}': '401 ok 404 404 404 404 404 404 404',
  'DELETE /api/alerts/{id}': '401 ok 404 404 404 404 404 404 404',
  'GET /api/notifications': SIGNED_IN,
  'PUT /api/notifications/read-all': SIGNED_IN,
  'GET /api/notifications/preferences': SIGNED_IN,
  'PUT /api/notifications/preferences': SIGNED_IN,
  'PUT /api/notifications/{id}/read': '401 ok 404 404 404 404 404 404 404',
  'DELETE /api/notifications/{id}': '401 ok 404 404 404 404 404 404 404',
  'GET /api/push/vapid-public-key': PUBLIC,
  'POST /api/push/subscriptions': SIGNED_IN,
  'DELETE /api/push/subscriptions': SIGNED_IN,
  // Users and NGOs admin: admin only; a user reads only their own record (403).
  'GET /api/admin/stats': ADMIN,
  'GET /api/users': ADMIN,
  'GET /api/users/{id}': '401 ok 403 403 403 403 403 403 ok',
  'PUT /api/users/{id}': ADMIN,
  'DELETE /api/users/{id}': ADMIN,
  'PUT /api/users/{id}/role': ADMIN,
  // Animals: public read; create by adopters and approved NGOs (not admin: admin edits via
  // /animals/admin/:id); edit, delete, photos and applications list by the owner (403 to
  // others); admin deletes, lists applications, and may manage photos. Index 0 holds no photo.
  'GET /api/animals': PUBLIC,
  'POST /api/animals': '401 ok ok ok 403 ok ok 403 403',
  'GET /api/animals/cities': PUBLIC,
  'GET /api/animals/{id}': PUBLIC,
  'PUT /api/animals/{id}': '401 403 ok 403 403 403 403 403 403',
  'DELETE /api/animals/{id}': '401 403 ok 403 403 403 403 403 ok',
  'GET /api/animals/{id}/adoptions': '401 403 ok 403 403 403 403 403 ok',
  'PUT /api/animals/admin/{id}': ADMIN,
  'POST /api/animals/{id}/images': '401 403 ok 403 403 403 403 403 ok',
  'DELETE /api/animals/{id}/images/{index}': '401 403 404 403 403 403 403 403 404',
  // NGOs: public read; an NGO edits and illustrates its own record (403 to another NGO).
  'GET /api/ngos': PUBLIC,
  'POST /api/ngos': ADMIN,
  'GET /api/ngos/{id}': PUBLIC,
  'PUT /api/ngos/{id}': '401 403 403 403 403 ok 403 403 ok',
  'DELETE /api/ngos/{id}': ADMIN,
  'POST /api/ngos/{id}/verify': ADMIN,
  'POST /api/ngos/{id}/images': '401 403 403 403 403 ok 403 403 ok',
  // Clinics: the admin lists and verifies; only an approved clinic sets its availability (none
  // of the personas is a clinic: clinics.test.ts and clinic-handover.test.ts have the clinic's own cells); anyone signed
  // in looks for clinics nearby (a point given).
  'GET /api/clinics': ADMIN,
  'GET /api/clinics/me': '401 404 404 404 404 404 404 404 404',
  'PUT /api/clinics/me/availability': '401 403 403 403 403 403 403 403 403',
  // The animals handed to a clinic: the clinic's own list (clinic-handover.test.ts).
  'GET /api/clinics/me/handovers': '401 403 403 403 403 403 403 403 403',
  'GET /api/clinics/nearby': SIGNED_IN,
  'POST /api/clinics/{id}/verify': ADMIN,
  // How fast help comes: public figures.
  'GET /api/stats/response-times': PUBLIC,
  'GET /api/stats/response-times.csv': PUBLIC,
  // Teams: an NGO's coordinators read their team; an approved, active NGO's invite. Nobody
  // holds the code sent here (404). {userId} is a user of no NGO (404 to coordinators).
  'POST /api/ngos/me/members/invitations': '401 403 403 403 403 ok ok 403 403',
  'POST /api/ngos/invitations/accept': '401 404 404 404 404 404 404 404 404',
  'GET /api/ngos/me/members': '401 403 403 403 ok ok ok ok 403',
  'DELETE /api/ngos/me/members/{userId}': '401 403 403 403 404 404 404 404 403',
  // The night watch: an NGO's coordinators read and set its rota (an empty one here).
  'GET /api/ngos/me/night-watch': '401 403 403 403 ok ok ok ok 403',
  'PUT /api/ngos/me/night-watch': '401 403 403 403 ok ok ok ok 403',
  // On duty: NGO members; going on duty needs an approved, active NGO.
  'GET /api/responders/me/duty': '401 403 403 403 ok ok ok ok 403',
  'PUT /api/responders/me/duty': '401 403 403 403 403 ok ok 403 403',
  // Adoptions: anyone signed in applies but the owner (422) and admin (403); the adopter
  // already has an open application (409). Applicant, owner and admin read (404 to others);
  // the owner moves (the applicant gets 403, strangers 404); admin edits and deletes.
  'GET /api/adoptions': SIGNED_IN,
  'POST /api/adoptions': '401 ok 422 ok ok ok ok ok 403',
  'GET /api/adoptions/{id}': '401 ok ok 404 404 404 404 404 ok',
  'PUT /api/adoptions/{id}': ADMIN,
  'DELETE /api/adoptions/{id}': ADMIN,
  'PUT /api/adoptions/{id}/status': '401 403 ok 404 404 404 404 404 ok',
  // Lost and found: posts and tags are public to read; anyone signed in posts, writes, searches;
  // the post's owner adds photos, reads matches, closes, makes its tag and asks a search party
  // (403 to others, admins included); a message no thread has is 404; a tag's "found" is public.
  'GET /api/lost-found/posts': PUBLIC,
  'POST /api/lost-found/posts': SIGNED_IN,
  'GET /api/lost-found/posts/{id}': PUBLIC,
  'POST /api/lost-found/posts/{id}/images': '401 403 ok 403 403 403 403 403 403',
  'GET /api/lost-found/posts/{id}/matches': '401 403 ok 403 403 403 403 403 403',
  'GET /api/lost-found/posts/{id}/messages': SIGNED_IN,
  'POST /api/lost-found/posts/{id}/messages': SIGNED_IN,
  'POST /api/lost-found/posts/{id}/messages/{messageId}/report': '401 404 404 404 404 404 404 404 404',
  'POST /api/lost-found/posts/{id}/close': '401 403 ok 403 403 403 403 403 403',
  'GET /api/lost-found/posts/{id}/search-cells': SIGNED_IN,
  'POST /api/lost-found/posts/{id}/search-party': '401 403 ok 403 403 403 403 403 403',
  'POST /api/lost-found/posts/{id}/search-cells/{cellId}/claim': SIGNED_IN,
  'POST /api/lost-found/posts/{id}/search-cells/{cellId}/searched': SIGNED_IN,
  'POST /api/lost-found/tags': '401 403 ok 403 403 403 403 403 403',
  'GET /api/lost-found/tags/{code}': PUBLIC,
  'GET /api/lost-found/tags/{code}/image': PUBLIC,
  'POST /api/lost-found/tags/{code}/found': PUBLIC,
}

const OBSERVE = process.env.MATRIX_OBSERVE === '1'

const PROOF_PHOTOS = 'POST /api/rescues/{id}/actions/{key}/photos'

/** The key of a progress step `ngo` made on the case: the proof photos row's {key}. */
async function proofKey(): Promise<string> {
  const key = randomUUID()
  for (const [action, k] of [
    ['accept', randomUUID()],
    ['progress', key],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/rescues/${objects.rescue}/actions`,
      headers: { ...bearer(users.ngo), 'idempotency-key': k },
      payload: { action },
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  return key
}

describe('role x endpoint matrix', () => {
  it('every cell answers as the table says', { timeout: 600_000 }, async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    )
    const lines: string[] = []
    const failures: string[] = []
    let cells = 0
    for (const { path, method, op } of operations) {
      // The docs are public by construction; the development mailbox answers loopback
      // callers only, whoever they are (security-routes.test.ts checks that).
      if (path.startsWith('/api/docs') || path.startsWith('/api/dev')) continue
      const key = `${method} ${path}`
      const expected = EXPECTED[key]?.split(' ')
      if (expected?.length !== PERSONAS.length) {
        failures.push(`${key}: no (or a malformed) row in EXPECTED`)
        continue
      }
      const row: string[] = []
      // Proof photos: a real step of ngo's and a real photo, so the cells reach the permission rule.
      const stepKey = key === PROOF_PHOTOS ? await proofKey() : null
      const form =
        key === PROOF_PHOTOS ? await multipart([{ bytes: await png(1), name: 'p.png' }], { photoIds: '["m1"]' }) : null
      for (const [i, persona] of PERSONAS.entries()) {
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          if (name === 'index') return '0'
          if (name === 'key') return stepKey ?? randomUUID()
          if (name === 'userId') return String(objects.victimUser)
          if (name === 'code') return objects.tagCode
          // A cell of the grid's middle row (the grid: lost-found.search.ts).
          if (name === 'cellId') return '55'
          if (name === 'messageId') return '999999'
          if (path.startsWith('/api/lost-found')) return String(objects.lostPost)
          if (path.startsWith('/api/animals')) return String(objects.animal)
          if (path.startsWith('/api/rescues')) return String(objects.rescue)
          if (path.startsWith('/api/adoptions')) return String(objects.adoption)
          if (path.startsWith('/api/notifications')) return String(objects.notification)
          if (path.startsWith('/api/favourites')) return String(objects.animal)
          if (path.startsWith('/api/alerts')) return String(objects.alert)
          if (path.startsWith('/api/ngos')) return String(method === 'DELETE' ? objects.victimNgo : users.ngo.ngoId)
          if (path.startsWith('/api/users')) return String(method === 'GET' ? users.adopter.id : objects.victimUser)
          return '1'
        })
        const headers: Record<string, string> = persona === 'anonymous' ? {} : bearer(users[persona])
        // Field actions are idempotent: each call carries its own key, as the outbox sends them.
        if (path.startsWith('/api/rescues/{id}/actions')) headers['idempotency-key'] = randomUUID()
        if (form) Object.assign(headers, form.headers)
        const payload = form ? form.payload : (BODIES[`${method} ${path}`]?.() ?? (op.requestBody ? {} : undefined))
        const query = QUERIES[`${method} ${path}`]
        const res = await app.inject({
          method: method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers,
          payload,
        })
        row.push(`${persona}:${res.statusCode}`)
        cells += 1
        const want = expected[i]
        const pass =
          want === 'ok'
            ? res.statusCode < 500 && ![401, 403, 404].includes(res.statusCode)
            : res.statusCode === Number(want)
        if (!pass)
          failures.push(
            `${persona} ${method} ${url}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
          )
        if (
          persona !== 'anonymous' &&
          method !== 'GET' &&
          res.statusCode < 300 &&
          SESSION_ENDING.includes(`${method} ${path}`)
        ) {
          const tokens = await login(app, users[persona].email, PASSWORD)
          users[persona].token = tokens.accessToken
          users[persona].refreshToken = tokens.refreshToken
        }
        if (method !== 'GET' && res.statusCode < 300 && !KEEPS_OBJECTS.has(key)) {
          await makeObjects()
          if (mayTouchVictims(path)) await makeVictims()
        }
      }
      if (stepKey) await makeObjects()
      lines.push(`${method} ${path} [${op.security ? 'auth' : ''}] ${row.join(' ')}`)
      if (OBSERVE) console.log(lines.at(-1))
    }
    console.log(
      `security matrix: ${lines.length} operations x ${PERSONAS.length} personas = ${cells} cells, ${failures.length} failures`,
    )
    expect(lines.length).toBeGreaterThan(50)
    expect(failures).toEqual([])
    // A row for an operation the document no longer has is a stale expectation.
    const seen = new Set(operations.map((o) => `${o.method} ${o.path}`))
    expect(Object.keys(EXPECTED).filter((k) => !seen.has(k))).toEqual([])
  })
})
