// POST /rescues/:id/actions and its proof photos (docs/rules.md#one-offline-engine).
import Type, { type Static } from 'typebox'
import { RESCUE_CONFLICT_REASONS } from '../field-work.ts'
import { CANT_REASONS } from '../dispatch.ts'
import { RESCUE_ACTIONS } from '../machines.ts'
import { CLINIC_ANIMAL_STATES, RESCUE_OUTCOMES, RESCUE_STATUSES } from '../enums.ts'
import { TEXT_LIMITS } from '../limits.ts'
import { Nullable, StringEnum } from './common.ts'
import { Rescue } from './rescues.ts'

const text = (maxLength: number) => Type.String({ maxLength })

export const RescueActionHeaders = Type.Object({
  'idempotency-key': Type.String({
    format: 'uuid',
    description: 'Client-made UUID of this action. A repeat by the same user answers the first outcome.',
  }),
})

export const RescueActionBody = Type.Object(
  {
    action: StringEnum(RESCUE_ACTIONS),
    /** A note for the timeline entry (e.g. "taken to the Parel hospital"). */
    note: Type.Optional(Nullable(text(TEXT_LIMITS.stepNote))),
    /** Required with decline. */
    declineReason: Type.Optional(Nullable(text(TEXT_LIMITS.stepNote))),
    /** Required with completed: what became of the animal (RESCUE_OUTCOMES). */
    outcome: Type.Optional(StringEnum(RESCUE_OUTCOMES)),
    /** With outcome taken_to_clinic: which clinic or shelter. */
    outcomePlace: Type.Optional(Nullable(text(TEXT_LIMITS.outcomePlace))),
    /**
     * The moment the action was made on the phone (it may reach the server much later). Kept
     * within bounds: never after its arrival, never before the case's assignment to the NGO,
     * at most 24 hours before its arrival.
     */
    occurredAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** Required with handover: the approved clinic the animal is taken to. */
    clinicId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Required with clinic_admit: the clinic's own number for the animal. */
    clinicRef: Type.Optional(text(TEXT_LIMITS.clinicRef)),
    /** Required with clinic_update: how the admitted animal is. */
    animalState: Type.Optional(StringEnum(CLINIC_ANIMAL_STATES)),
    /** Required with cant: why this responder cannot take the offered case. */
    cantReason: Type.Optional(StringEnum(CANT_REASONS)),
    /** Required with looks-false, and only there: why the offered report looks false (for the admins' desk). */
    reason: Type.Optional(Nullable(text(TEXT_LIMITS.looksFalseReason))),
  },
  { additionalProperties: false },
)
export type RescueActionBody = Static<typeof RescueActionBody>

export const RescueActionResult = Type.Object({
  action: StringEnum(RESCUE_ACTIONS),
  /** The timeline entry the action wrote; its proof photos attach to it. */
  historyId: Type.Integer(),
  /** The case after the action, as the caller may see it now (null when it no longer may). */
  rescue: Nullable(Rescue),
})
export type RescueActionResult = Static<typeof RescueActionResult>

/** The 409 of an action whose case moved on: the reason and, if the caller may see it, the status. */
export const RescueActionConflict = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  reason: StringEnum(RESCUE_CONFLICT_REASONS),
  currentStatus: Nullable(StringEnum(RESCUE_STATUSES)),
  /** With reason "taken": the NGO that accepted the case first. */
  takenBy: Type.Optional(Type.String()),
})
export type RescueActionConflict = Static<typeof RescueActionConflict>

export const ActionKeyParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  key: Type.String({ format: 'uuid' }),
})

export const ProofPhotos = Type.Object({
  historyId: Type.Integer(),
  photos: Type.Array(Type.Object({ clientId: Type.String(), url: Type.String(), sha256: Nullable(Type.String()) })),
})
export type ProofPhotos = Static<typeof ProofPhotos>

export const HANDOVER_MESSAGES = {
  clinicRequired: 'validation.handoverClinicRequired',
  refRequired: 'validation.handoverRefRequired',
  stateRequired: 'validation.handoverStateRequired',
  notForAction: 'validation.handoverNotForAction',
  clinicNotApproved: 'validation.handoverClinicNotApproved',
  alreadyAdmitted: 'validation.handoverAlreadyAdmitted',
  notAdmitted: 'validation.handoverNotAdmitted',
  notAClinic: 'validation.handoverNotAClinic',
} as const

/** Admitting an animal needs the clinic's own number for it (docs/rules.md#clinics). */
export function clinicRefError(ref: string | undefined): string | null {
  return ref?.trim() ? null : HANDOVER_MESSAGES.refRequired
}

export const RESCUE_OUTCOME_MESSAGES = {
  required: 'validation.outcomeRequired',
  placeRequired: 'validation.outcomePlaceRequired',
  onlyCompleted: 'validation.outcomeOnlyCompleted',
} as const
