// Outbox drain over a phone-like link: 20 queued reports x 5 photos (~250 KB each) sent by
// the real sync engine (the same module the PWA runs, here in Node with an in-memory
// IndexedDB) to the real API through a loopback proxy shaped to 400 ms round trip and
// 5 Mbit/s up. Target: at most 1.3x the transfer floor (bytes / bandwidth + requests x round
// trip), with no report or photo lost or duplicated. The drain runs SYNC_RUNS times (3), each
// with a new account and outbox, printed with the machine's load; the ratio target holds for the
// median, and no run may lose or duplicate anything.
import 'fake-indexeddb/auto'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { OfflineDb, type StoredPhoto } from '../src/offline/db.ts'
import { enqueueReport } from '../src/offline/outbox.ts'
import { createSyncEngine } from '../src/offline/sync.ts'
import { createSharedTokenStore } from '../src/offline/shared-tokens.ts'
import { signUp, startApi } from './api-server.ts'
import { startThrottleProxy } from './throttle-proxy.ts'
import { reportMachineLoad } from './machine.ts'

reportMachineLoad()

const REPORTS = Number(process.env.BENCH_REPORTS ?? 20)
const PHOTOS = 5
const RTT_MS = 400
const UP_BPS = 5_000_000
const TARGET = 1.3
const RUNS = Number(process.env.SYNC_RUNS ?? 3)

// sharp lives in the API package; it makes realistic photo-sized JPEGs of random texture.
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as typeof import('sharp')

async function makePhoto(seed: number): Promise<StoredPhoto> {
  const width = 800
  const height = 600
  const raw = Buffer.alloc(width * height * 3)
  let x = seed * 2654435761
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    raw[i] = (x >>> 16) & 0xff
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.5)
    .jpeg({ quality: 76 })
    .toBuffer()
  const data = jpeg.buffer.slice(jpeg.byteOffset, jpeg.byteOffset + jpeg.byteLength) as ArrayBuffer
  return {
    id: `photo-${seed}`,
    name: `photo-${seed}.jpg`,
    type: 'image/jpeg',
    size: jpeg.length,
    data,
    uploaded: false,
  }
}

async function drainOnce(api: Awaited<ReturnType<typeof startApi>>, run: number) {
  const session = await signUp(api.base, `bench-${Date.now()}@example.test`)
  const db = new OfflineDb(`bench-${Date.now()}`)
  await db.auth.put({ key: 'session', token: session.accessToken, refreshToken: session.refreshToken })
  let photoBytes = 0
  for (let r = 0; r < REPORTS; r++) {
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, p) => makePhoto(r * PHOTOS + p + 1)))
    photoBytes += photos.reduce((n, p) => n + p.size, 0)
    await enqueueReport(
      db,
      {
        userId: session.userId,
        report: {
          animalType: 'dog',
          urgency: 'high',
          description: `Injured dog near stop ${r + 1}, limping on the left hind leg.`,
          location: {
            address: `Stop ${r + 1}, SV Road`,
            city: 'Mumbai',
            pincode: '400058',
            lat: 19.12,
            lng: 72.84,
            accuracy: 12,
          },
          condition: { injuries: 'minor_wounds', mobility: 'limping' },
          contact: { canStay: true, canTransport: false },
        },
        photos,
      },
      r,
    )
  }

  const proxy = await startThrottleProxy(api.port, { rttMs: RTT_MS, upBitsPerSecond: UP_BPS })
  let requests = 0
  const counted: typeof fetch = (input, init) => {
    requests += 1
    return fetch(input, init)
  }
  const base = `http://127.0.0.1:${proxy.port}/api`
  const tokens = createSharedTokenStore({ db, apiBase: base, fetch: counted })
  const engine = createSyncEngine({ db, tokens, apiBase: base, fetch: counted })

  const started = performance.now()
  let passes = 0
  while ((await db.outbox.count()) > 0 && passes < 50) {
    passes += 1
    await engine.sync(true)
  }
  const elapsed = (performance.now() - started) / 1000
  const bytesUp = proxy.bytesUp()
  await proxy.close()

  const floor = (bytesUp * 8) / UP_BPS + (requests * RTT_MS) / 1000
  const ratio = elapsed / floor

  // What the server has, read directly (no proxy).
  const auth = { authorization: `Bearer ${(await tokens.read()).token}` }
  const list = await (await fetch(`${api.base}/rescues?limit=100`, { headers: auth })).json()
  const cases = list.rescueRequests as { id: number }[]
  let photosOnServer = 0
  const seen = new Set<string>()
  let duplicates = 0
  for (const c of cases) {
    const detail = await (await fetch(`${api.base}/rescues/${c.id}`, { headers: auth })).json()
    photosOnServer += detail.images.length
  }
  const sent = await db.sent.toArray()
  for (const s of sent) {
    if (seen.has(String(s.serverId))) duplicates += 1
    seen.add(String(s.serverId))
  }
  const expectedPhotos = REPORTS * PHOTOS
  const lost = Math.max(0, REPORTS - cases.length) + Math.max(0, expectedPhotos - photosOnServer)
  duplicates += Math.max(0, cases.length - REPORTS) + Math.max(0, photosOnServer - expectedPhotos)

  console.log(
    `run ${run}: outbox drain: ${REPORTS} reports x ${PHOTOS} photos (${(photoBytes / REPORTS / PHOTOS / 1024).toFixed(0)} KB average), link ${RTT_MS} ms RTT, ${UP_BPS / 1e6} Mbit/s up`,
  )
  console.log(`  bytes up ${(bytesUp / 1e6).toFixed(2)} MB, requests ${requests}, passes ${passes}`)
  console.log(
    `  transfer floor ${floor.toFixed(1)} s (bytes/bandwidth ${((bytesUp * 8) / UP_BPS).toFixed(1)} s + requests x RTT ${((requests * RTT_MS) / 1000).toFixed(1)} s)`,
  )
  console.log(`  drain time     ${elapsed.toFixed(1)} s`)
  console.log(`  ratio          ${ratio.toFixed(3)} (target <= ${TARGET})`)
  console.log(
    `  cases on server ${cases.length}/${REPORTS}, photos ${photosOnServer}/${expectedPhotos}, lost ${lost}, duplicated ${duplicates}`,
  )
  console.log(`  load average ${loadavg()[0].toFixed(1)}`)
  await db.delete()
  return { ratio, lost, duplicates }
}

const api = await startApi()
try {
  const results = []
  for (let run = 1; run <= RUNS; run++) results.push(await drainOnce(api, run))
  const ratios = results.map((r) => r.ratio).sort((a, b) => a - b)
  const ratio = ratios[Math.floor(ratios.length / 2)]
  const lost = results.reduce((n, r) => n + r.lost, 0)
  const duplicates = results.reduce((n, r) => n + r.duplicates, 0)
  console.log(
    `\nratio per run ${results.map((r) => r.ratio.toFixed(3)).join(', ')}; median ${ratio.toFixed(3)} (target <= ${TARGET}); lost ${lost}, duplicated ${duplicates} in all runs`,
  )
  if (ratio > TARGET || lost > 0 || duplicates > 0) process.exitCode = 1
} finally {
  await api.stop()
}
