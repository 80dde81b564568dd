import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineDb, type StoredPhoto } from './db.ts'
import { queuePost, sendPostAndWatch } from './posts.ts'
import { createSharedTokenStore } from './shared-tokens.ts'
import { createSyncEngine } from './sync.ts'
import type { LostFoundPostBody } from './types.ts'

const API = 'http://paws.test/api'
const jwt = (sub: number) => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '')
  return `${b64({ alg: 'HS256' })}.${b64({ sub: String(sub) })}.sig`
}
const TOKEN = jwt(7)

const post: LostFoundPostBody = {
  kind: 'found',
  species: 'dog',
  colours: ['brown', 'white'],
  collar: 'yes',
  collarColour: 'red',
  pincode: '400050',
  seenAt: '2026-12-06T12:00:00.000Z',
  foundWhere: 'with-me',
}

function photo(id: string): StoredPhoto {
  return {
    id,
    name: `${id}.jpg`,
    type: 'image/jpeg',
    size: 4,
    data: new Uint8Array([1, 2, 3, 4]).buffer,
    uploaded: false,
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The API's exactly-once rules for posts: one post per Idempotency-Key, one photo per client id. */
class FakeServer {
  posts = new Map<string, { id: number; body: unknown; photos: Set<string> }>()
  requests: string[] = []
  loseAnswerOf = -1
  offline = false
  refuse: { status: number; message: string } | null = null
  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const path = String(input).replace(API, '')
    this.requests.push(`${init.method ?? 'GET'} ${path}`)
    if (this.offline) throw new TypeError('Failed to fetch')
    const headers = new Headers(init.headers)
    if (path === '/auth/refresh') return json(401, { message: 'expired' })
    if (headers.get('authorization') !== `Bearer ${TOKEN}`) return json(401, { message: 'expired' })
    if (this.refuse) return json(this.refuse.status, { statusCode: this.refuse.status, message: this.refuse.message })
    let answer: Response
    if (path === '/lost-found/posts') {
      const key = headers.get('idempotency-key') ?? ''
      const found = this.posts.get(key) ?? {
        id: 500 + this.posts.size,
        body: JSON.parse(String(init.body)),
        photos: new Set(),
      }
      this.posts.set(key, found)
      answer = json(201, { id: found.id })
    } else {
      const id = Number(path.split('/')[3])
      const target = [...this.posts.values()].find((p) => p.id === id)
      if (!target) return json(404, { message: 'no post' })
      const [photoId] = JSON.parse(String((init.body as FormData).get('photoIds')))
      target.photos.add(photoId)
      answer = json(200, { photos: [...target.photos] })
    }
    if (this.requests.length - 1 === this.loseAnswerOf) throw new TypeError('Failed to fetch')
    return answer
  }
}

let db: OfflineDb
let server: FakeServer
let clock: number
const engine = () => {
  const tokens = createSharedTokenStore({ db, apiBase: API, fetch: server.fetch })
  return createSyncEngine({ db, tokens, apiBase: API, fetch: server.fetch, now: () => clock })
}

beforeEach(async () => {
  db = new OfflineDb(`posts-${crypto.randomUUID()}`)
  server = new FakeServer()
  clock = 1_000_000
  await db.auth.put({ key: 'session', token: TOKEN, refreshToken: 'r' })
})
afterEach(() => db.delete())

describe('lost and found posts in the outbox', () => {
  it('sends the post with its key, then each photo, and leaves the outbox once the server has all', async () => {
    const id = await queuePost(db, { id: 'post-1', userId: 7, post, photos: [photo('a'), photo('b')] })
    const result = await engine().sync()
    expect(result.sent).toEqual([id])
    expect(server.requests).toEqual([
      'POST /lost-found/posts',
      'POST /lost-found/posts/500/images',
      'POST /lost-found/posts/500/images',
    ])
    expect(server.posts.get('post-1')).toMatchObject({ id: 500, body: post })
    expect([...(server.posts.get('post-1')?.photos ?? [])]).toEqual(['a', 'b'])
    expect(await db.posts.count()).toBe(0)
    expect(await db.postsSent.get('post-1')).toMatchObject({ serverId: 500, userId: 7 })
  })

  it('with no signal it waits; a lost answer is asked again with the same key: one post, each photo once', async () => {
    await queuePost(db, { id: 'post-2', userId: 7, post, photos: [photo('a')] })
    server.offline = true
    const sync = engine()
    expect((await sync.sync()).sent).toEqual([])
    expect(await db.posts.get('post-2')).toMatchObject({ state: 'waiting', attempts: 1, serverId: null })

    server.offline = false
    // The post is made, but its answer never reaches the phone.
    server.loseAnswerOf = server.requests.length
    await sync.sync(true)
    expect(await db.posts.get('post-2')).toMatchObject({ state: 'waiting', serverId: null })
    expect((await sync.sync(true)).sent).toEqual(['post-2'])
    expect(server.posts.size).toBe(1)
    expect([...(server.posts.get('post-2')?.photos ?? [])]).toEqual(['a'])
  })

  it('a post already in the outbox or already sent is not queued again (a draft that outlived it)', async () => {
    await queuePost(db, { id: 'post-3', userId: 7, post, photos: [] })
    await queuePost(db, { id: 'post-3', userId: 7, post: { ...post, species: 'cat' }, photos: [] })
    expect(await db.posts.count()).toBe(1)
    await engine().sync()
    await queuePost(db, { id: 'post-3', userId: 7, post, photos: [] })
    expect(await db.posts.count()).toBe(0)
    expect(server.posts.size).toBe(1)
  })

  it('a session that cannot be renewed parks the post, data kept; after a sign-in it is sent once', async () => {
    await queuePost(db, { id: 'post-5', userId: 7, post, photos: [photo('a')] })
    await db.auth.put({ key: 'session', token: jwt(7).replace('sig', 'old'), refreshToken: 'gone' })
    const sync = engine()
    const parked = await sync.sync()
    expect(parked.needsSignIn).toBe(true)
    expect(await db.posts.get('post-5')).toMatchObject({ state: 'needs_signin', photos: [{ id: 'a' }] })
    expect(server.posts.size).toBe(0)

    await db.auth.put({ key: 'session', token: TOKEN, refreshToken: 'r' })
    expect((await sync.resumeAfterSignIn()).sent).toEqual(['post-5'])
    expect(server.posts.size).toBe(1)
    expect(await db.posts.count()).toBe(0)
  })

  it("a refusal retrying cannot fix is kept with the server's words; the form is told", async () => {
    await queuePost(db, { id: 'post-4', userId: 7, post, photos: [] })
    server.refuse = { status: 400, message: 'The place is outside the Mumbai region.' }
    const outcome = await sendPostAndWatch(db, engine(), 'post-4', { pollMs: 1 })
    expect(outcome).toEqual({
      kind: 'attention',
      message: { key: 'outbox.serverSaid', values: { message: 'The place is outside the Mumbai region.' } },
    })
    expect(await db.posts.get('post-4')).toMatchObject({ state: 'needs_attention' })
  })
})
