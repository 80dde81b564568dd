// The outbox's case actions: sent once per idempotency key, in order per case,
// cases not waiting on each other, a 409 kept as not applied with what was written.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enqueueAction, statusWithPending } from './field-actions.ts'
import { keepCases } from './cases.ts'
import { OfflineDb, type StoredPhoto } from './db.ts'
import { createSharedTokenStore } from './shared-tokens.ts'
import { createSyncEngine } from './sync.ts'

const API = 'http://paws.test/api'
const token = `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: '7' }))}.sig`

function photo(id: string): StoredPhoto {
  return {
    id,
    name: `${id}.jpg`,
    type: 'image/jpeg',
    size: 4,
    data: new Uint8Array([1, 2, 3, id.length]).buffer,
    uploaded: false,
  }
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Keeps the API's rules: one outcome per key; a case 9 that moved on. */
class Server {
  requests: string[] = []
  outcomes = new Map<string, Response>()
  photos = new Map<string, string[]>()
  down = new Set<number>()
  refuse = new Set<number>()
  /** Cases another NGO took first: an accept gets 409 "taken"; a read, 404 (no longer ours to see). */
  taken = new Set<number>()
  bodies: unknown[] = []
  loseNext = false
  fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(API, '')
    const key = new Headers(init.headers).get('idempotency-key')
    this.requests.push(path)
    const caseId = Number(path.split('/')[2])
    if (this.down.has(caseId)) return json(503, { message: 'busy' })
    if (this.refuse.has(caseId)) return json(422, { message: 'Not allowed' })
    if (!init.method || init.method === 'GET') {
      return this.taken.has(caseId)
        ? json(404, { message: 'Not found' })
        : json(200, { id: caseId, status: 'accepted' })
    }
    let response: Response
    if (path.endsWith('/photos')) {
      const actionKey = path.split('/')[4]
      const [id] = JSON.parse(String((init.body as FormData).get('photoIds')))
      const list = this.photos.get(actionKey) ?? []
      if (!list.includes(id)) list.push(id)
      this.photos.set(actionKey, list)
      response = json(200, { historyId: 1, photos: [] })
    } else {
      const body = JSON.parse(String(init.body))
      this.bodies.push(body)
      if (!this.outcomes.has(key!)) {
        this.outcomes.set(
          key!,
          caseId === 9
            ? json(409, { statusCode: 409, reason: 'reassigned', message: 'No longer yours', currentStatus: null })
            : this.taken.has(caseId)
              ? json(409, {
                  statusCode: 409,
                  reason: 'taken',
                  message: 'Taken by Paws Trust.',
                  currentStatus: null,
                  takenBy: 'Paws Trust',
                })
              : json(201, { action: body.action, historyId: this.outcomes.size + 1, rescue: null }),
        )
      }
      response = this.outcomes.get(key!)!.clone()
    }
    if (this.loseNext) {
      this.loseNext = false
      throw new TypeError('Failed to fetch')
    }
    return response
  }
}

let db: OfflineDb
let server: Server
beforeEach(async () => {
  db = new OfflineDb(`actions-${crypto.randomUUID()}`)
  server = new Server()
  await db.auth.put({ key: 'session', token, refreshToken: 'r' })
})
afterEach(() => db.delete())

const engineOf = () =>
  createSyncEngine({
    db,
    tokens: createSharedTokenStore({ db, apiBase: API, fetch: server.fetch }),
    apiBase: API,
    fetch: server.fetch,
  })

describe('case actions in the outbox', () => {
  it('sends one case in order with its photos, once, even when an answer is lost', async () => {
    const accept = await enqueueAction(db, { userId: 7, caseId: 3, action: 'accept' }, 1)
    const progress = await enqueueAction(db, { userId: 7, caseId: 3, action: 'progress', photos: [photo('p1')] }, 2)
    const done = await enqueueAction(
      db,
      { userId: 7, caseId: 3, action: 'completed', photos: [photo('c1'), photo('c2')] },
      3,
    )
    server.loseNext = true
    await engineOf().sync(true)
    expect(await db.actions.count()).toBe(3)
    await engineOf().sync(true)
    expect(await db.actions.count()).toBe(0)
    expect([...server.outcomes.keys()]).toEqual([accept.id, progress.id, done.id])
    expect(server.requests.filter((r) => r.endsWith('/actions'))).toHaveLength(4)
    expect(server.photos.get(progress.id)).toEqual(['p1'])
    expect(server.photos.get(done.id)).toEqual(['c1', 'c2'])
  })

  it("a clinic's answers go with their own number or the animal's state and the moment they were made", async () => {
    await enqueueAction(db, { userId: 7, caseId: 6, action: 'clinic_admit', clinicRef: ' PNC-12 ' }, 1_000)
    await enqueueAction(db, { userId: 7, caseId: 6, action: 'clinic_update', animalState: 'ready_to_return' }, 2_000)
    await enqueueAction(db, { userId: 7, caseId: 8, action: 'clinic_refuse' }, 3_000)
    await engineOf().sync(true)
    expect(await db.actions.count()).toBe(0)
    expect(server.bodies).toEqual([
      { action: 'clinic_admit', clinicRef: 'PNC-12', occurredAt: new Date(1_000).toISOString() },
      { action: 'clinic_update', animalState: 'ready_to_return', occurredAt: new Date(2_000).toISOString() },
      { action: 'clinic_refuse', occurredAt: new Date(3_000).toISOString() },
    ])
  })

  it('a case whose action needs attention holds its own later actions, not another case', async () => {
    server.refuse.add(4)
    await enqueueAction(db, { userId: 7, caseId: 4, action: 'accept' }, 1)
    const held = await enqueueAction(db, { userId: 7, caseId: 4, action: 'progress' }, 2)
    await enqueueAction(db, { userId: 7, caseId: 5, action: 'accept' }, 3)
    await engineOf().sync(true)
    expect(server.requests).toEqual(['/rescues/4/actions', '/rescues/5/actions'])
    expect((await db.actions.orderBy('createdAt').toArray()).map((a) => [a.caseId, a.state])).toEqual([
      [4, 'needs_attention'],
      [4, 'waiting'],
    ])
    expect((await db.actions.get(held.id))?.attempts).toBe(0)
  })

  it('a 409 keeps the entry as not applied with the reason and what was written; later ones still go', async () => {
    const refused = await enqueueAction(
      db,
      { userId: 7, caseId: 9, action: 'progress', note: 'At the flyover', photos: [photo('x')] },
      1,
    )
    await enqueueAction(db, { userId: 7, caseId: 3, action: 'accept' }, 2)
    await engineOf().sync(true)
    const kept = await db.actions.get(refused.id)
    expect(kept).toMatchObject({
      state: 'not_applied',
      note: 'At the flyover',
      conflict: { reason: 'reassigned', message: 'No longer yours', currentStatus: null },
    })
    expect(kept!.photos).toHaveLength(1)
    expect(server.photos.size).toBe(0)
    expect(await db.actions.count()).toBe(1)
    await engineOf().sync(true)
    expect(server.requests.filter((r) => r.startsWith('/rescues/9'))).toHaveLength(1)
  })

  it('shows the status the pending actions lead to; kept cases belong to one account', async () => {
    const a = await enqueueAction(db, { userId: 7, caseId: 3, action: 'accept' }, 1)
    const b = await enqueueAction(db, { userId: 7, caseId: 3, action: 'progress' }, 2)
    expect(statusWithPending('assigned', [a, b])).toBe('in_progress')
    expect(statusWithPending('assigned', [{ ...a, state: 'not_applied' }])).toBe('assigned')
    const rescue = (id: number, status: string) => ({ id, status }) as never
    await keepCases(db, 7, [rescue(1, 'assigned'), rescue(2, 'completed')])
    expect((await db.cases.toArray()).map((c) => c.id)).toEqual([1])
    await keepCases(db, 8, [rescue(5, 'accepted')])
    expect((await db.cases.toArray()).map((c) => [c.id, c.userId])).toEqual([[5, 8]])
  })

  it("Can't carries its reason; an accept made offline and refused as taken keeps who took it", async () => {
    await enqueueAction(db, { userId: 7, caseId: 6, action: 'cant', cantReason: 'no_transport' }, 1)
    server.taken.add(8)
    await keepCases(db, 7, [{ id: 8, status: 'assigned' } as never])
    const accept = await enqueueAction(db, { userId: 7, caseId: 8, action: 'accept' }, 2)
    await engineOf().sync(true)
    expect(server.bodies).toMatchObject([{ action: 'cant', cantReason: 'no_transport' }, { action: 'accept' }])
    expect(await db.actions.get(accept.id)).toMatchObject({
      state: 'not_applied',
      createdAt: 2,
      conflict: { reason: 'taken', takenBy: 'Paws Trust', currentStatus: null },
    })
    // The phone no longer shows the case as assigned to us: it is read again, and gone.
    expect(await db.cases.get(8)).toBeUndefined()
  })

  it('"Looks false" carries the reason written, trimmed, and leaves the case\'s status as it is', async () => {
    const entry = await enqueueAction(
      db,
      { userId: 7, caseId: 6, action: 'looks-false', reason: '  Same photo, sent ten times  ' },
      1,
    )
    expect(statusWithPending('pending', [entry])).toBe('pending')
    await engineOf().sync(true)
    expect(server.bodies).toMatchObject([{ action: 'looks-false', reason: 'Same photo, sent ten times' }])
    expect(server.bodies[0]).not.toHaveProperty('cantReason')
    expect(await db.actions.get(entry.id)).toBeUndefined()
  })
})
