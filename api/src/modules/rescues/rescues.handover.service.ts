// The hand-over of a rescued animal to a clinic, as steps of the case (docs/rules.md#clinics).
// The NGO member on the case names an approved clinic ("take to a clinic"): from in progress
// this is the move to rescued, from rescued a step that keeps the status. A hand-over still
// unanswered is withdrawn by a new one; an admitted animal is not handed over again. The
// clinic answers once, admitted (with its own number; one free place of the species is taken)
// or could not take, and then gives its news of an admitted animal (under treatment, ready to
// go back, died), also once the case is completed. Each is a row of the contracts' table,
// applied through moveCase() in the action's transaction, and a timeline entry naming the
// hand-over; the clinic hears an animal is coming and the responder hears the answer at once.
import { clinicRefError, HANDOVER_MESSAGES } from '@paws/contracts/schemas/rescue-actions'
import type { RescueActionBody } from '@paws/contracts/schemas/rescue-actions'
import { type RescueConflictReason, rescueActionTarget, type RescueStatus } from '@paws/contracts'
import type { Trx } from '../../db/database.ts'
import type { ClinicStep } from '../../db/schema.ts'
import { BusinessRule, NotFound, ValidationFailed } from '../../lib/errors.ts'
import * as clinics from '../clinics/clinics.repository.ts'
import * as handovers from '../clinics/clinics.handovers.repository.ts'
import type { Viewer } from './rescues.access.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { moveCase } from './rescues.move.ts'
import { announceHandover, caseFacts } from './rescues.notify.ts'
import type * as repo from './rescues.repository.ts'

type ClinicAction = 'clinic_admit' | 'clinic_refuse' | 'clinic_update'

/** What each hand-over action must carry, and only it; answers the first field error. */
export function handoverFieldError(body: RescueActionBody): { field: string; message: string } | null {
  const wrong = (field: string) => ({ field, message: HANDOVER_MESSAGES.notForAction })
  if (body.clinicId !== undefined && body.action !== 'handover') return wrong('clinicId')
  if (body.clinicRef !== undefined && body.action !== 'clinic_admit') return wrong('clinicRef')
  if (body.animalState !== undefined && body.action !== 'clinic_update') return wrong('animalState')
  if (body.action === 'handover' && body.clinicId === undefined) {
    return { field: 'clinicId', message: HANDOVER_MESSAGES.clinicRequired }
  }
  const refError = body.action === 'clinic_admit' ? clinicRefError(body.clinicRef) : null
  if (refError) return { field: 'clinicRef', message: refError }
  if (body.action === 'clinic_update' && !body.animalState) {
    return { field: 'animalState', message: HANDOVER_MESSAGES.stateRequired }
  }
  return null
}

export const isClinicAction = (action: RescueActionBody['action']): action is ClinicAction =>
  action === 'clinic_admit' || action === 'clinic_refuse' || action === 'clinic_update'

interface Step {
  viewer: Viewer
  row: repo.RescueRow
  body: RescueActionBody
  note: string | null
  occurredAt: Date | null
}

/** The responder's hand-over of the case's animal to a clinic; answers its timeline entry. */
export async function handOver(trx: Trx, deps: RescueDeps, step: Step): Promise<number | null> {
  const { viewer, row, body } = step
  const clinic = await clinics.findClinic(trx, body.clinicId ?? 0)
  if (clinic?.approval_status !== 'approved') {
    throw new ValidationFailed([{ field: 'clinicId', message: HANDOVER_MESSAGES.clinicNotApproved }])
  }
  const open = await handovers.openHandoverOf(trx, row.id)
  if (open?.state === 'admitted') throw new BusinessRule(HANDOVER_MESSAGES.alreadyAdmitted)
  if (open) await handovers.updateHandover(trx, open.id, 'coming', { state: 'withdrawn', updated_at: new Date() })
  const handoverId = await handovers.insertHandover(trx, { rescue_id: row.id, vet_id: clinic.id, handed_by: viewer.id })
  const to = rescueActionTarget('handover', row.status) ?? row.status
  const moved = to !== row.status
  const historyId = await moveCase(trx, deps, {
    row,
    to,
    by: { id: viewer.id, role: 'ngo' },
    guard: { ngoId: viewer.ngoId ?? undefined },
    note: step.note,
    entry: { occurred_at: step.occurredAt, handover_id: handoverId, clinic_step: 'handover' },
    // Taking the animal to a clinic rescues it: the reporter hears that as for "Rescued".
    announce: moved ? { ngo: { id: row.ngo_id ?? 0, name: row.ngo_name ?? 'The NGO' } } : false,
  })
  if (historyId !== null) {
    await announceHandover(
      trx,
      deps.notifier,
      caseFacts(row),
      { kind: 'coming', clinicUserId: clinic.user_id, ngo: row.ngo_name ?? '' },
      viewer.id,
    )
  }
  return historyId
}

const STEP_OF: Record<ClinicAction, ClinicStep> = {
  clinic_admit: 'admitted',
  clinic_refuse: 'refused',
  clinic_update: 'update',
}

/**
 * The clinic's answer or news on a case handed to it. A case never handed to this clinic is
 * not found; an answer to a hand-over already answered or withdrawn, or on a case that moved
 * on, is refused with its reason (kept with the action's key).
 */
export async function clinicStep(
  trx: Trx,
  deps: RescueDeps,
  step: Step & { action: ClinicAction },
): Promise<{ historyId: number } | { refused: RescueConflictReason; current: RescueStatus }> {
  const { viewer, row, body, action } = step
  const handover = await handovers.handoverTo(trx, row.id, viewer.clinicId ?? 0)
  if (!handover) throw new NotFound('error.rescue.notFound')
  const clinic = await clinics.findClinic(trx, handover.vet_id)
  if (!clinic) throw new NotFound('error.rescue.notFound')
  const to = rescueActionTarget(action, row.status)
  if (to === null) return { refused: row.status === 'cancelled' ? 'cancelled' : 'status_changed', current: row.status }
  const at = new Date()
  const name = clinic.clinic_name ?? ''
  if (action === 'clinic_update') {
    if (handover.state !== 'admitted') throw new BusinessRule(HANDOVER_MESSAGES.notAdmitted)
    await handovers.updateHandover(trx, handover.id, 'admitted', { animal_state: body.animalState, updated_at: at })
  } else {
    const answered = await handovers.updateHandover(trx, handover.id, 'coming', {
      state: action === 'clinic_admit' ? 'admitted' : 'refused',
      clinic_ref: action === 'clinic_admit' ? (body.clinicRef?.trim() ?? null) : null,
      answered_at: at,
    })
    if (!answered) return { refused: 'handover_answered', current: row.status }
    if (action === 'clinic_admit') await handovers.takePlace(trx, clinic.id, row.animal_type)
  }
  const historyId = await moveCase(trx, deps, {
    row,
    to,
    by: { id: viewer.id, role: 'clinic' },
    guard: {},
    note: step.note,
    entry: {
      occurred_at: step.occurredAt,
      handover_id: handover.id,
      clinic_step: STEP_OF[action],
      animal_state: action === 'clinic_update' ? (body.animalState ?? null) : null,
    },
    announce: false,
  })
  if (historyId === null) return { refused: 'status_changed', current: row.status }
  const responderId = handover.handed_by
  const news =
    action === 'clinic_admit'
      ? { kind: 'admitted' as const, responderId, clinic: name, ref: body.clinicRef?.trim() ?? '' }
      : action === 'clinic_refuse'
        ? { kind: 'refused' as const, responderId, clinic: name }
        : { kind: 'update' as const, responderId, clinic: name, state: body.animalState ?? 'under_treatment' }
  await announceHandover(trx, deps.notifier, caseFacts(row), news, viewer.id)
  return { historyId }
}
