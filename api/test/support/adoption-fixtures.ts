// Small factories for the adoption tests.
import type { AdoptionStatus, AnimalStatus } from '@paws/contracts'
import type { ApplicationData } from '@paws/contracts/schemas/adoptions'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { type AnimalSeed, insertAnimal } from './factories/animals.ts'
import { bearer, createUser, resetDb, type TestContext, type TestUser } from './helper.ts'

/** A full set of answers, as an applicant who answered every question would send them. */
export const SAMPLE_ANSWERS = {
  livingSpace: 'apartment',
  hasYard: false,
  hasPets: true,
  hasChildren: true,
  experience: 'some',
  workSchedule: 'away_part_day',
  references: [{ name: 'Ravi Shah', phone: '9820012345', relationship: 'Colleague' }],
} satisfies ApplicationData

/** A fresh database with an animal owner, an applicant, an admin and the owner's animal. */
export async function adoptionCast(ctx: TestContext, animal: AnimalSeed = {}) {
  await resetDb(ctx.db)
  const owner = await createUser(ctx)
  const applicant = await createUser(ctx)
  const admin = await createUser(ctx, { role: 'admin' })
  return { owner, applicant, admin, animalId: await insertAnimal(ctx.db, owner.id, animal) }
}

export interface AdoptionJson {
  id: number
  status: string
  adopterId: number
  animalId: number
  adminNotes?: string | null
  rejectionReason: string | null
  processedAt: string | null
  completedAt: string | null
  adopter: { firstName: string; lastName: string; email: string; phone: string | null }
  animal: { id: number; name: string; status: string; shelterId: number }
  owner: { firstName: string; lastName: string }
  history?: {
    from: string | null
    to: string
    actor: { id: number | null; name: string; role: string }
    note: string | null
    override: boolean
  }[]
  allowedMoves?: { to: string; label: string; reasonRequired: boolean }[]
  role?: string
  [key: string]: unknown
}

export function postApplication(app: FastifyInstance, user: TestUser | null, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/adoptions', headers: user ? bearer(user) : {}, payload })
}

export async function apply(
  app: FastifyInstance,
  user: TestUser,
  animalId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await postApplication(app, user, {
    animalId,
    applicationData: SAMPLE_ANSWERS,
    notes: 'We would love to give a home.',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as AdoptionJson
}

/** Two applications for one animal: `first`'s (a), then a new user's (b). */
export async function twoApplications(ctx: TestContext, first: TestUser, animalId: number) {
  const second = await createUser(ctx)
  const a = await apply(ctx.app, first, animalId)
  return { a, b: await apply(ctx.app, second, animalId) }
}

export function putStatus(app: FastifyInstance, user: TestUser, id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/adoptions/${id}/status`, headers: bearer(user), payload })
}

/** A move that must succeed; answers the application after it. */
export async function moveTo(
  app: FastifyInstance,
  user: TestUser,
  id: number,
  status: string,
  extra: Record<string, unknown> = {},
) {
  const res = await putStatus(app, user, id, { status, ...extra })
  expect(res.statusCode, `${status}: ${res.body}`).toBe(200)
  return res.json() as AdoptionJson
}

/** Walks an application along the owner's path to `target` through the API. */
export async function walkTo(app: FastifyInstance, owner: TestUser, id: number, target: string) {
  const path = ['under_review', 'approved', 'paperwork_pending', 'ready_for_pickup', 'trial_period', 'completed']
  for (const status of path.slice(0, path.indexOf(target) + 1)) await moveTo(app, owner, id, status)
}

export function getAdoption(app: FastifyInstance, user: TestUser | null, id: number) {
  return app.inject({ method: 'GET', url: `/api/adoptions/${id}`, headers: user ? bearer(user) : {} })
}

export function listAdoptions(app: FastifyInstance, user: TestUser | null, query = '') {
  return app.inject({ method: 'GET', url: `/api/adoptions${query}`, headers: user ? bearer(user) : {} })
}

/** Puts an application straight into a status (test setup only; the API never skips the machine). */
export async function setApplication(db: Database, id: number, status: AdoptionStatus) {
  await db.updateTable('adoptions').set({ status }).where('id', '=', id).execute()
}

export async function animalStatus(db: Database, id: number): Promise<AnimalStatus> {
  return (await db.selectFrom('animals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
}

export async function setAnimal(db: Database, id: number, status: AnimalStatus) {
  await db.updateTable('animals').set({ status }).where('id', '=', id).execute()
}
