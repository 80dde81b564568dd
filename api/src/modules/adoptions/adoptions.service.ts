// Adoption applications: apply, list and read with the scoping of docs/rules.md#permissions. The
// workflow (status moves, admin edit and delete) is adoptions.workflow.ts on the same dependencies.
import { ADOPTION_CLOSED, type AdoptionRole, MESSAGES } from '@paws/contracts'
import type {
  AdoptionCreateBody,
  AdoptionDetail,
  AdoptionList,
  AdoptionListQuery,
  ApplicationData,
} from '@paws/contracts/schemas/adoptions'
import type { Database, Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { actorFor, historyValues, toHistoryEntry } from '../../lib/history.ts'
import { pageMeta } from '../../lib/pagination.ts'
import type { AuthUser } from '../../types.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { roleOf, scopeFor } from './adoptions.access.ts'
import { toAdoption, toAdoptionDetail } from './adoptions.mapper.ts'
import { announceApplication, type ApplicationFacts } from './adoptions.notify.ts'
import * as repo from './adoptions.repository.ts'

export interface AdoptionDeps {
  db: Database
  notifier: Notifier
}

/** The answers exactly as given: a reference's blank relation is left out, nothing is filled in. */
export function answersAsGiven(data: ApplicationData | undefined): ApplicationData {
  const answers: ApplicationData = { ...(data ?? {}) }
  if (answers.references) {
    answers.references = answers.references.map((r) => ({
      name: r.name.trim(),
      phone: r.phone,
      ...(r.relationship?.trim() ? { relationship: r.relationship.trim() } : {}),
    }))
  }
  return answers
}

export function applicationFacts(row: repo.AdoptionRow): ApplicationFacts {
  return {
    id: row.id,
    animalName: row.animal_name,
    applicantId: row.adopter_id,
    applicantName: `${row.adopter_first_name} ${row.adopter_last_name}`.trim(),
    ownerId: row.animal_shelter_id,
  }
}

/** The application as `role` sees it, with its timeline and the moves `role` may make. */
export async function adoptionDetail(db: Db, id: number, role: AdoptionRole): Promise<AdoptionDetail> {
  const row = await repo.findAdoption(db, id)
  if (!row) throw new NotFound('error.adoption.notFound')
  const history = await repo.historyOf(db, id)
  return toAdoptionDetail(row, role, history.map(toHistoryEntry))
}

export function createAdoptionsService(deps: AdoptionDeps) {
  const { db, notifier } = deps

  async function get(user: AuthUser, id: number): Promise<AdoptionDetail> {
    const row = await repo.findAdoption(db, id)
    const role = row ? roleOf(user, row) : null
    if (!role) throw new NotFound('error.adoption.notFound')
    return adoptionDetail(db, id, role)
  }

  async function list(user: AuthUser, query: AdoptionListQuery): Promise<AdoptionList> {
    const scope = scopeFor(user, query.type)
    const page = query.page ?? 1
    const limit = query.limit ?? 20
    const { rows, total } = await repo.listAdoptions(db, scope, query, page, limit)
    return {
      adoptions: rows.map((row) => toAdoption(row, roleOf(user, row) ?? 'applicant')),
      meta: pageMeta(total, page, limit),
    }
  }

  /**
   * A new application: not by an admin (403), for an animal that exists (404), is not the
   * caller's own (422), is available (409), and has no other open application by the caller
   * (409; the database's unique index settles two requests racing).
   */
  async function create(user: AuthUser, body: AdoptionCreateBody): Promise<AdoptionDetail> {
    if (user.role === 'admin') throw new Forbidden(MESSAGES.adminCannotApply)
    let id: number
    try {
      id = await db.transaction().execute(async (trx) => {
        const animal = await repo.lockAnimal(trx, body.animalId)
        if (!animal || animal.deleted_at) throw new NotFound('error.animal.notFound')
        if (animal.shelter_id === user.id) throw new BusinessRule(MESSAGES.ownAnimal)
        if (animal.status !== 'available') {
          const { name, status } = animal
          throw new Conflict((t) => MESSAGES.animalNotAvailable(t, name, status))
        }
        if (await repo.hasOpenApplication(trx, animal.id, user.id, ADOPTION_CLOSED)) {
          const { name } = animal
          throw new Conflict((t) => MESSAGES.duplicateApplication(t, name))
        }
        const newId = await repo.insertAdoption(trx, {
          animal_id: animal.id,
          adopter_id: user.id,
          application_data: JSON.stringify(answersAsGiven(body.applicationData)),
          notes: body.notes?.trim() || null,
          reason: body.reason?.trim() || null,
        })
        const actor = await actorFor(trx, user.id, 'applicant')
        await repo.insertHistory(trx, {
          adoption_id: newId,
          ...historyValues(actor, null, 'pending', { key: 'historyNote.applied' }),
        })
        const row = await repo.findAdoption(trx, newId)
        if (!row) throw new NotFound('error.adoption.notFound')
        await announceApplication(trx, notifier, applicationFacts(row))
        return newId
      })
    } catch (err) {
      if (isUniqueViolation(err, repo.ONE_OPEN_PER_APPLICANT)) {
        const name = (await repo.animalName(db, body.animalId)) ?? null
        throw new Conflict((t) => MESSAGES.duplicateApplication(t, name))
      }
      throw err
    }
    notifier.flush()
    return adoptionDetail(db, id, 'applicant')
  }

  return { get, list, create }
}

export type AdoptionsService = ReturnType<typeof createAdoptionsService>
