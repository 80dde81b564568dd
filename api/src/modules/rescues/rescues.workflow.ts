// PUT /rescues/:id: edits and status moves (docs/rules.md#permissions and
// docs/rules.md#status-machines). Every move is ONE conditional UPDATE (where id = ? and status =
// ?) in a transaction that also writes the history row and the notifications, so two actors racing
// get one success and one 409.
// The machine is packages/contracts RESCUE_TRANSITIONS; an admin may set any status, and a
// move outside the machine is recorded as an admin override.
import {
  canAssignRescue,
  declineReasonError,
  MESSAGES,
  rescueActorMayReach,
  type RescueActor,
  rescueConflictMessage,
  type RescueStatus,
  rescueTransition,
  type ServerNote,
} from '@paws/contracts'
import type { Rescue, RescueUpdateBody } from '@paws/contracts/schemas/rescues'
import type { Trx } from '../../db/database.ts'
import type { RescueUpdate } from '../../db/schema.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { removeImage } from '../../lib/images.ts'
import { actorOf, mergedConflict, type Viewer, viewFor } from './rescues.access.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { moveCase } from './rescues.move.ts'
import { announceTakenAway, caseFacts } from './rescues.notify.ts'
import * as repo from './rescues.repository.ts'
import { rescueDetail } from './rescues.service.ts'
import { editValues, REPORT_FIELDS } from './rescues.values.ts'

const ADMIN_FIELDS = ['notes', 'assignedVolunteerId', 'rescuedAnimalId', 'images'] as const

function has(body: RescueUpdateBody, fields: readonly (keyof RescueUpdateBody)[]): boolean {
  return fields.some((f) => body[f] !== undefined)
}

async function conflictNow(trx: Trx, id: number, to: RescueStatus): Promise<never> {
  const current = await repo.statusOf(trx, id)
  if (!current) throw new NotFound('error.rescue.notFound')
  throw new Conflict((t) => rescueConflictMessage(t, current, to))
}

export function createRescueWorkflow(deps: RescueDeps) {
  const { db, notifier, storage } = deps

  async function assign(trx: Trx, viewer: Viewer, row: repo.RescueRow, ngoId: number, body: RescueUpdateBody) {
    if (body.status !== undefined && body.status !== 'assigned') {
      throw new ValidationFailed((t) => [
        { field: 'status', message: t('error.rescue.assignAlone', { status: 'assigned', field: 'ngoId' }) },
      ])
    }
    const ngo = await repo.assignableNgo(trx, ngoId)
    if (!ngo)
      throw new BusinessRule('error.rescue.ngoNotAssignable', undefined, [
        { field: 'ngoId', message: 'error.rescue.ngoNotAssignable' },
      ])
    const from = row.status
    if (!canAssignRescue({ status: from, ngoId: row.ngo_id }) || (from === 'assigned' && row.ngo_id === ngo.id)) {
      throw new Conflict((t) => rescueConflictMessage(t, from, 'assigned'))
    }
    // One step for a case its NGO has not accepted yet (docs/rules.md#dispatch): straight to the new NGO.
    const previous =
      from === 'assigned' && row.ngo_id !== null ? { id: row.ngo_id, name: row.ngo_name ?? 'the NGO' } : null
    const note: ServerNote = !previous
      ? { key: 'historyNote.assigned', values: { ngo: ngo.name } }
      : {
          key: row.escalated_at ? 'historyNote.reassigned' : 'historyNote.reassignedFrom',
          values: { ngo: ngo.name, previous: previous.name },
        }
    const moved = await moveCase(trx, deps, {
      row,
      to: 'assigned',
      by: { id: viewer.id, role: 'admin' },
      set: { ngo_id: ngo.id },
      guard: previous ? { ngoId: previous.id } : { noNgo: true },
      note,
      announce: { ngo },
    })
    if (moved === null) await conflictNow(trx, row.id, 'assigned')
    if (previous) await announceTakenAway(trx, notifier, caseFacts(row), previous.id, viewer.id)
  }

  async function move(
    trx: Trx,
    viewer: Viewer,
    actor: RescueActor,
    row: repo.RescueRow,
    to: RescueStatus,
    body: RescueUpdateBody,
  ) {
    const from = row.status
    if (actor !== 'admin') {
      if (!rescueActorMayReach(actor, to)) {
        throw actor === 'requester'
          ? new Forbidden('error.rescue.onlyCancel')
          : new Forbidden('error.rescue.statusChangeNotAllowed')
      }
      if (!rescueTransition(from, to, actor)) throw new Conflict((t) => rescueConflictMessage(t, from, to))
    }
    if (actor === 'admin' && to === 'assigned' && row.ngo_id === null) {
      throw new ValidationFailed([{ field: 'ngoId', message: MESSAGES.assignNgo }])
    }
    let reason: string | null = null
    if (to === 'declined') {
      const error = actor === 'ngo' ? declineReasonError(body.declineReason) : null
      if (error) throw new ValidationFailed([{ field: 'declineReason', message: error }])
      reason = body.declineReason?.trim() || null
    }
    const set: RescueUpdate = {}
    // A declined case goes back to the admins without an NGO; an admin reset to pending too.
    if (to === 'declined' || (actor === 'admin' && to === 'pending')) set.ngo_id = null
    if (to === 'declined') {
      set.declined_by_ngo_id = row.ngo_id
      set.decline_reason = reason
    }
    const override = actor === 'admin' && !rescueTransition(from, to, 'admin')
    const moved = await moveCase(trx, deps, {
      row,
      to,
      by: { id: viewer.id, role: actor },
      set,
      guard: actor === 'ngo' && viewer.ngoId !== null ? { ngoId: viewer.ngoId } : {},
      note: reason ?? (body.note?.trim() || (override ? ({ key: 'historyNote.setByAdmin' } as const) : null)),
      override,
      announce: {
        ngo: row.ngo_id !== null ? { id: row.ngo_id, name: row.ngo_name ?? 'The NGO' } : null,
        declineReason: reason,
      },
    })
    if (moved === null) await conflictNow(trx, row.id, to)
  }

  async function adminValues(body: RescueUpdateBody): Promise<RescueUpdate> {
    const set: RescueUpdate = {}
    if (body.notes !== undefined) set.notes = body.notes?.trim() || null
    if (body.rescuedAnimalId !== undefined) {
      if (body.rescuedAnimalId !== null && !(await repo.animalExists(db, body.rescuedAnimalId))) {
        throw new BusinessRule('error.rescue.noSuchAnimal', undefined, [
          { field: 'rescuedAnimalId', message: 'error.rescue.noAnimalWithId' },
        ])
      }
      set.rescued_animal_id = body.rescuedAnimalId
    }
    if (body.assignedVolunteerId !== undefined) {
      if (body.assignedVolunteerId !== null && !(await repo.userExists(db, body.assignedVolunteerId))) {
        throw new BusinessRule('error.rescue.noSuchVolunteer', undefined, [
          { field: 'assignedVolunteerId', message: 'error.rescue.noUserWithId' },
        ])
      }
      set.assigned_volunteer_id = body.assignedVolunteerId
    }
    return set
  }

  async function update(viewer: Viewer, id: number, body: RescueUpdateBody): Promise<Rescue> {
    // docs/rules.md#one-offline-engine: an action whose NGO was suspended is a 409 that names the
    // reason.
    if (viewer.ngoBlocked) throw new Conflict('error.rescue.ngoBlocked')
    const row = await repo.findRescue(db, id)
    const actor = row ? actorOf(viewer, row) : null
    if (!row || !actor) throw new NotFound('error.rescue.notFound')
    if (row.merged_into_id !== null) throw mergedConflict(row.merged_into_id)

    const edits = has(body, REPORT_FIELDS)
    const adminEdits = has(body, ADMIN_FIELDS)
    const sameAssignment =
      body.ngoId !== undefined && body.ngoId === row.ngo_id && (body.status ?? row.status) === row.status
    const assignTo = sameAssignment ? undefined : body.ngoId
    // An admin's edit form sends the current status along; that is not a move.
    const moveTo = actor === 'admin' && body.status === row.status ? undefined : body.status
    if (!edits && !adminEdits && body.ngoId === undefined && body.status === undefined) {
      throw new ValidationFailed([{ field: 'body', message: 'error.nothingToUpdate' }])
    }
    if (actor === 'ngo' && (edits || adminEdits || body.ngoId !== undefined)) {
      throw new Forbidden('error.rescue.ngoActionsOnly')
    }
    if (actor === 'requester' && (adminEdits || body.ngoId !== undefined)) {
      throw new Forbidden('error.rescue.adminOnlyEdits')
    }

    const set: RescueUpdate = {
      ...(edits ? editValues(row, body) : {}),
      ...(actor === 'admin' ? await adminValues(body) : {}),
    }
    const dropped: string[] = []
    await db.transaction().execute(async (trx) => {
      if (Object.keys(set).length > 0 && !(await repo.updateFields(trx, id, set, actor !== 'admin'))) {
        const now = await repo.statusOf(trx, id)
        if (!now) throw new NotFound('error.rescue.notFound')
        await conflictNow(trx, id, now)
      }
      if (actor === 'admin' && body.images !== undefined) {
        const keep = new Set(body.images)
        const gone = ((await repo.photosOf(trx, [id])).get(id) ?? []).filter((p) => !keep.has(p.url))
        await repo.deletePhotos(
          trx,
          gone.map((p) => p.id),
        )
        dropped.push(...gone.map((p) => p.url))
      }
      if (assignTo !== undefined) await assign(trx, viewer, row, assignTo, body)
      else if (moveTo !== undefined) await move(trx, viewer, actor, row, moveTo, body)
    })
    notifier.flush()
    await Promise.all(dropped.map((url) => removeImage(storage, url)))
    // The caller's view from before the move: an NGO that just declined still gets the answer.
    return rescueDetail(db, id, viewFor(actor, true))
  }

  return { update }
}

export type RescueWorkflow = ReturnType<typeof createRescueWorkflow>
