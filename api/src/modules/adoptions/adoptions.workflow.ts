// The adoption workflow (docs/rules.md#status-machines): PUT /adoptions/:id/status, the admin's
// edit and delete. Every write locks the animal first, so the writes on one animal's applications
// run one after another; a move is ONE conditional UPDATE (where id = ? and status = ?) in
// that transaction, with its history row, the animal's new status and the notifications.
// Two owners' approvals racing: the partial unique index (one approved-or-later application
// per animal) refuses the second, answered 409.
//
// Animal status: approved (or later) -> pending, completed -> adopted, and falling out of
// the approved-or-later range (rejected, cancelled, returned, an admin override, a delete)
// with no other application holding the animal -> available. The owner's own holds
// (medical_hold, unavailable) are never replaced by pending or available; see contracts
// animalStatusAfterAdoption and ADOPTION_ANIMAL_REPLACES.
import {
  ADOPTION_ANIMAL_REPLACES,
  ADOPTION_UNDECIDED,
  adoptionActorMayReach,
  adoptionConflictMessage,
  type AdoptionRole,
  type AdoptionStatus,
  adoptionTransition,
  animalStatusAfterAdoption,
  animalStatusAfterAdoptionDeleted,
  isAdoptionOverride,
  MESSAGES,
  rejectionReasonError,
} from '@paws/contracts'
import type { AdoptionAdminUpdateBody, AdoptionDetail, AdoptionStatusBody } from '@paws/contracts/schemas/adoptions'
import type { Trx } from '../../db/database.ts'
import type { AdoptionUpdate } from '../../db/schema.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { actorFor, historyValues } from '../../lib/history.ts'
import type { AuthUser } from '../../types.ts'
import { announceFavouriteStatus } from '../notifications/favourite-news.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { roleOf } from './adoptions.access.ts'
import { announceMove } from './adoptions.notify.ts'
import * as repo from './adoptions.repository.ts'
import { type AdoptionDeps, adoptionDetail, answersAsGiven, applicationFacts } from './adoptions.service.ts'

interface MoveOptions {
  note?: string | null
  rejectionReason?: string | null
}

/** A refused move, worded in the reader's language. */
const adoptionConflict = (from: AdoptionStatus, to: AdoptionStatus) =>
  new Conflict((t) => adoptionConflictMessage(t, from, to))

async function conflictNow(trx: Trx, id: number, to: AdoptionStatus): Promise<never> {
  const current = await repo.statusOf(trx, id)
  if (!current) throw new NotFound('error.adoption.notFound')
  throw adoptionConflict(current, to)
}

/**
 * Moves the animal as the application moved (or was deleted), within the owner's holds; whoever
 * hearted it hears when it is adopted or available again.
 */
async function followAnimal(
  trx: Trx,
  notifier: Notifier,
  row: repo.AdoptionRow,
  next: 'pending' | 'adopted' | 'available' | null,
  actorId?: number,
) {
  if (!next) return
  if (await repo.setAnimalStatus(trx, row.animal_id, next, ADOPTION_ANIMAL_REPLACES[next])) {
    const change = { animalId: row.animal_id, animalName: row.animal_name, from: row.animal_status, to: next, actorId }
    await announceFavouriteStatus(trx, notifier, change)
  }
}

function parseDate(value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined || value === null) return value
  const date = new Date(value)
  if (Number.isNaN(date.getTime()))
    throw new ValidationFailed((t) => [{ field, message: t('error.mustBeDate', { field }) }])
  return date
}

export function createAdoptionWorkflow(deps: AdoptionDeps) {
  const { db, notifier } = deps

  /** Runs `work` with the animal locked; the unique indexes' refusals become 409s. */
  async function onAnimal<T>(animalId: number, work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        await repo.lockAnimal(trx, animalId)
        return work(trx)
      })
    } catch (err) {
      if (isUniqueViolation(err, repo.ONE_COMMITTED_PER_ANIMAL)) throw new Conflict(MESSAGES.anotherApproved)
      if (isUniqueViolation(err, repo.ONE_OPEN_PER_APPLICANT)) {
        throw new Conflict('error.adoption.applicantHasOpen')
      }
      throw err
    }
  }

  async function move(
    trx: Trx,
    user: AuthUser,
    role: AdoptionRole,
    row: repo.AdoptionRow,
    to: AdoptionStatus,
    opts: MoveOptions,
  ) {
    const from = row.status
    if (role !== 'admin') {
      if (!adoptionActorMayReach(role, to)) {
        const applicant = role === 'applicant'
        throw new Forbidden(applicant ? 'error.adoption.onlyCancel' : 'error.rescue.statusChangeNotAllowed')
      }
      if (!adoptionTransition(from, to, role)) throw adoptionConflict(from, to)
    } else if (from === to) {
      throw adoptionConflict(from, to)
    }
    let rejection: string | null = null
    const set: AdoptionUpdate = { status: to }
    if (to === 'rejected') {
      const error = role === 'owner' ? rejectionReasonError(opts.rejectionReason) : null
      if (error) throw new ValidationFailed([{ field: 'rejectionReason', message: error }])
      rejection = opts.rejectionReason?.trim() || null
      set.rejection_reason = rejection
    }
    if (to === 'completed') set.completed_at = new Date()
    else if (from === 'completed') set.completed_at = null
    const markProcessed = ADOPTION_UNDECIDED.includes(from) && !ADOPTION_UNDECIDED.includes(to)
    if (!(await repo.moveStatus(trx, row.id, from, set, { markProcessed }))) await conflictNow(trx, row.id, to)

    const otherHolds = await repo.otherCommittedExists(trx, row.animal_id, row.id)
    await followAnimal(trx, notifier, row, animalStatusAfterAdoption(to, otherHolds, from), user.id)

    const override = role === 'admin' && isAdoptionOverride(from, to)
    const who = await actorFor(trx, user.id, role)
    const note = opts.note?.trim() || rejection || (override ? ({ key: 'historyNote.setByAdmin' } as const) : null)
    await repo.insertHistory(trx, { adoption_id: row.id, ...historyValues(who, from, to, note, override) })
    await announceMove(trx, notifier, applicationFacts(row), { to, role, actorId: user.id, rejectionReason: rejection })
  }

  async function load(user: AuthUser, id: number) {
    const row = await repo.findAdoption(db, id)
    const role = row ? roleOf(user, row) : null
    if (!row || !role) throw new NotFound('error.adoption.notFound')
    return { row, role }
  }

  /** PUT /adoptions/:id/status: the owner per the machine, the applicant cancels, an admin anything. */
  async function changeStatus(user: AuthUser, id: number, body: AdoptionStatusBody): Promise<AdoptionDetail> {
    const { row, role } = await load(user, id)
    await onAnimal(row.animal_id, (trx) => move(trx, user, role, row, body.status, body))
    notifier.flush()
    return adoptionDetail(db, id, role)
  }

  /** PUT /adoptions/:id (admin): field edits, and a status other than the current one as a move. */
  async function adminUpdate(user: AuthUser, id: number, body: AdoptionAdminUpdateBody): Promise<AdoptionDetail> {
    const row = await repo.findAdoption(db, id)
    if (!row) throw new NotFound('error.adoption.notFound')
    const set: AdoptionUpdate = {}
    if (body.notes !== undefined) set.notes = body.notes?.trim() || null
    if (body.reason !== undefined) set.reason = body.reason?.trim() || null
    if (body.adminNotes !== undefined) set.admin_notes = body.adminNotes?.trim() || null
    if (body.rejectionReason !== undefined) set.rejection_reason = body.rejectionReason?.trim() || null
    if (body.applicationData !== undefined) set.application_data = JSON.stringify(answersAsGiven(body.applicationData))
    const processedAt = parseDate(body.processedAt, 'processedAt')
    const completedAt = parseDate(body.completedAt, 'completedAt')
    if (processedAt !== undefined) set.processed_at = processedAt
    if (completedAt !== undefined) set.completed_at = completedAt
    // The edit form sends the current status along with the other fields: that is not a move.
    const moveTo = body.status !== undefined && body.status !== row.status ? body.status : undefined
    if (moveTo === undefined && Object.keys(set).length === 0 && body.status === undefined) {
      throw new ValidationFailed([{ field: 'body', message: 'error.nothingToUpdate' }])
    }
    await onAnimal(row.animal_id, async (trx) => {
      if (moveTo !== undefined) await move(trx, user, 'admin', row, moveTo, body)
      // After the move, so dates the admin typed win over the ones the move set.
      if (Object.keys(set).length > 0 && !(await repo.updateFields(trx, id, set)))
        throw new NotFound('error.adoption.notFound')
    })
    notifier.flush()
    return adoptionDetail(db, id, 'admin')
  }

  /** DELETE /adoptions/:id (admin): the application and its timeline; the animal is freed if it held it. */
  async function remove(id: number): Promise<void> {
    const row = await repo.findAdoption(db, id)
    if (!row) throw new NotFound('error.adoption.notFound')
    await onAnimal(row.animal_id, async (trx) => {
      const status = await repo.statusOf(trx, id)
      if (!status || !(await repo.deleteAdoption(trx, id))) throw new NotFound('error.adoption.notFound')
      const otherHolds = await repo.otherCommittedExists(trx, row.animal_id, id)
      await followAnimal(trx, notifier, row, animalStatusAfterAdoptionDeleted(status, otherHolds))
    })
  }

  return { changeStatus, adminUpdate, remove }
}

export type AdoptionWorkflow = ReturnType<typeof createAdoptionWorkflow>
