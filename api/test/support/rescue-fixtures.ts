// Small factories for rescue, notification and push tests.
import type { RescueStatus } from '@paws/contracts'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { bearer, type TestUser } from './helper.ts'

export function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    animalType: 'dog',
    urgency: 'high',
    description: 'Injured dog near the bus stop, limping on the front left leg.',
    location: {
      address: 'SV Road, near Bandra station',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      landmarks: 'Opposite the bakery',
      lat: 19.0544,
      lng: 72.8402,
      accuracy: 12,
    },
    condition: {
      injuries: 'minor_wounds',
      mobility: 'limping',
      consciousness: 'alert',
      bleeding: 'minor',
      breathing: 'normal',
    },
    contact: { canStay: true, canTransport: false },
    additionalInfo: 'Friendly, lets people come close.',
    ...overrides,
  }
}

export interface RescueJson {
  id: number
  status: string
  ngoId: number | null
  images: string[]
  photoIds: string[]
  requester?: { email: string } | null
  notes?: string | null
  declineReason?: string | null
  declinedBy?: number | null
  history?: {
    from: string | null
    to: string
    actor: { id: number | null; name: string; role: string }
    note: string | null
    override: boolean
  }[]
  [key: string]: unknown
}

export async function report(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
  key?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/rescues',
    headers: { ...bearer(user), ...(key ? { 'idempotency-key': key } : {}) },
    payload: reportBody(overrides),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as RescueJson
}

export function put(app: FastifyInstance, user: TestUser, id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/rescues/${id}`, headers: bearer(user), payload })
}

/** Puts a case straight into a state (test setup only; the API never skips the machine). */
export async function setCase(db: Database, id: number, values: { status: RescueStatus; ngo_id?: number | null }) {
  await db.updateTable('rescues').set(values).where('id', '=', id).execute()
}

export function png(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 } },
  })
    .png()
    .toBuffer()
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  files: { bytes: Buffer; name: string; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name)
  const request = new Request('http://local/upload', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function notificationsOf(db: Database, userId: number) {
  return db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}
