// The rescue and adoption status machines as data (docs/rules.md#status-machines). The API refuses
// any move that is not in these tables; the PWA shows only the buttons these tables allow.
import type { AdoptionStatus, AnimalStatus, RescueStatus } from './enums.ts'
import { enumLabel, type Translator } from './i18n.ts'

export type RescueActor = 'admin' | 'ngo' | 'requester' | 'clinic'

/**
 * Who may move a case: its actors, and the reporter or a follower answering "Was the animal
 * helped?" with "No, it is still there" (docs/rules.md#closure), which only that answer does.
 */
export type RescueMover = RescueActor | 'watcher'

export interface Transition<S extends string, A extends string> {
  from: S
  to: S
  actor: A
  /** Button text where the UI shows this move. */
  label: string
}

/**
 * The field actions that move a case or add a step to it, each a row of the table below: the
 * NGO's, its hand-over of the animal to a clinic (docs/rules.md#clinics), and the clinic's
 * answer and updates.
 */
export const RESCUE_MOVE_ACTIONS = [
  'accept',
  'decline',
  'progress',
  'rescued',
  'completed',
  'handover',
  'clinic_admit',
  'clinic_refuse',
  'clinic_update',
] as const
export type RescueMoveAction = (typeof RESCUE_MOVE_ACTIONS)[number]

/**
 * The answers to an offer of a case nobody has taken yet that move the ring on and not the
 * case (docs/rules.md#dispatch): "Can't", and "looks false" (with the responder's reason).
 */
export const OFFER_ANSWERS = ['cant', 'looks-false'] as const
export type OfferAnswer = (typeof OFFER_ANSWERS)[number]

/** The field actions an NGO member sends (POST /rescues/{id}/actions): the moves and the offer answers. */
export const RESCUE_ACTIONS = [...RESCUE_MOVE_ACTIONS, ...OFFER_ANSWERS] as const
export type RescueAction = (typeof RESCUE_ACTIONS)[number]

/** Whether an action answers an offer (moves the ring, not the case). */
export const isOfferAnswer = (action: RescueAction): action is OfferAnswer =>
  (OFFER_ANSWERS as readonly string[]).includes(action)

export interface RescueTransition extends Transition<RescueStatus, RescueMover> {
  /** The field action that makes this move, for the NGO's moves. */
  action?: RescueMoveAction
}

/**
 * The one rescue machine: every path that moves a case (the NGO's field actions, the web's
 * PUT, an admin's assignment) is checked against this table and goes through the API's one
 * `move()`.
 */
export const RESCUE_TRANSITIONS: readonly RescueTransition[] = [
  { from: 'pending', to: 'assigned', actor: 'admin', label: 'Assign to NGO' },
  { from: 'declined', to: 'assigned', actor: 'admin', label: 'Reassign to NGO' },
  { from: 'assigned', to: 'accepted', actor: 'ngo', action: 'accept', label: 'Accept' },
  // A case nobody has taken, accepted by a responder it was offered to or who picked it near
  // them: the first accept wins (docs/rules.md#dispatch).
  { from: 'pending', to: 'accepted', actor: 'ngo', action: 'accept', label: 'Accept' },
  { from: 'declined', to: 'accepted', actor: 'ngo', action: 'accept', label: 'Accept' },
  { from: 'assigned', to: 'declined', actor: 'ngo', action: 'decline', label: 'Decline' },
  { from: 'accepted', to: 'in_progress', actor: 'ngo', action: 'progress', label: 'In Progress' },
  { from: 'in_progress', to: 'rescued', actor: 'ngo', action: 'rescued', label: 'Rescued' },
  { from: 'rescued', to: 'completed', actor: 'ngo', action: 'completed', label: 'Completed' },
  // The hand-over to a clinic (docs/rules.md#clinics): taking the animal there rescues it; a
  // row whose from and to are the same is a step, a timeline entry that keeps the status.
  { from: 'in_progress', to: 'rescued', actor: 'ngo', action: 'handover', label: 'Take to a clinic' },
  { from: 'rescued', to: 'rescued', actor: 'ngo', action: 'handover', label: 'Take to a clinic' },
  { from: 'rescued', to: 'rescued', actor: 'clinic', action: 'clinic_admit', label: 'Admitted' },
  { from: 'rescued', to: 'rescued', actor: 'clinic', action: 'clinic_refuse', label: 'Could not take' },
  // The clinic's news of an admitted animal, also once the NGO has completed the case.
  ...(['rescued', 'completed'] as const).map((from) => ({
    from,
    to: from,
    actor: 'clinic' as const,
    action: 'clinic_update' as const,
    label: 'Update',
  })),
  ...(['pending', 'assigned', 'accepted', 'in_progress', 'rescued', 'declined'] as const).map((from) => ({
    from,
    to: 'cancelled' as const,
    actor: 'requester' as const,
    label: 'Cancel Request',
  })),
  // Back to finding a responder: the reporter's "still there" within CLOSURE_REOPEN_HOURS of the
  // completion (a follower's reopens nothing; docs/rules.md#closure).
  { from: 'completed', to: 'pending', actor: 'watcher', label: 'No, it is still there' },
]

export const RESCUE_TERMINAL: readonly RescueStatus[] = ['completed', 'cancelled']

/** The statuses in which a case is held by its NGO: it has the case and must act on it. */
export const RESCUE_HELD: readonly RescueStatus[] = ['assigned', 'accepted', 'in_progress', 'rescued']

/** The statuses of a case nobody holds: it waits for a responder, an NGO or an admin. */
export const RESCUE_OPEN: readonly RescueStatus[] = ['pending', 'declined']

/**
 * The statuses an action starts from and the status it leaves, read off RESCUE_TRANSITIONS.
 * Progress also starts from in progress: there it adds a note (and photos) to the timeline
 * without moving the case.
 */
function actionMove(action: RescueMoveAction): { from: readonly RescueStatus[]; to: RescueStatus } {
  const moves = RESCUE_TRANSITIONS.filter((t) => t.action === action)
  const from = moves.map((t) => t.from)
  return { from: action === 'progress' ? [...from, 'in_progress'] : from, to: moves[0].to }
}

export const RESCUE_ACTION_MOVES = Object.fromEntries(RESCUE_MOVE_ACTIONS.map((a) => [a, actionMove(a)])) as Record<
  RescueMoveAction,
  { from: readonly RescueStatus[]; to: RescueStatus }
>

/** The status an action leaves a case in `from` (a step leaves it as it is); null when it may not. */
export function rescueActionTarget(action: RescueMoveAction, from: RescueStatus): RescueStatus | null {
  return RESCUE_TRANSITIONS.find((t) => t.action === action && t.from === from)?.to ?? null
}

/** Whether a row of the table is a move (a step keeps the status: only its field action makes it). */
const isMove = (t: RescueTransition) => t.from !== t.to

/** Whether `action` on a case in `status` only adds a note to its timeline (no move). */
export function isNoteOnly(action: RescueMoveAction, status: RescueStatus): boolean {
  return action === 'progress' && status === 'in_progress'
}

/** The next step an NGO's primary button offers on a case in `status`, if any. */
export function nextRescueAction(status: RescueStatus): RescueMoveAction | null {
  if (status === 'assigned' || RESCUE_OPEN.includes(status)) return null
  return RESCUE_TRANSITIONS.find((t) => t.actor === 'ngo' && t.from === status && t.action && isMove(t))?.action ?? null
}

/**
 * When an admin may assign a case to an NGO (docs/rules.md#permissions): the statuses the machine
 * assigns from, each with whether the case must also be without an NGO. A declined case
 * waits for reassignment once the decline has cleared its NGO. The API's check, the admin
 * dashboard's "waiting for an NGO" count and the PWA's Assign button all read this list.
 */
export const RESCUE_ASSIGNABLE: readonly { status: RescueStatus; withoutNgo: boolean }[] = [
  { status: 'pending', withoutNgo: false },
  { status: 'declined', withoutNgo: true },
]

/**
 * Whether an admin may assign (or reassign) this case to an NGO now (docs/rules.md#dispatch):
 * waiting for an NGO (a ring may be running), or assigned to one that has not accepted it yet,
 * whether or not its deadline passed, and so may be replaced in one step.
 */
export function canAssignRescue(rescue: { status: RescueStatus; ngoId: number | null }): boolean {
  if (rescue.status === 'assigned' && rescue.ngoId !== null) return true
  return RESCUE_ASSIGNABLE.some((a) => a.status === rescue.status && (!a.withoutNgo || rescue.ngoId === null))
}

export function rescueTransition(from: RescueStatus, to: RescueStatus, actor: RescueMover) {
  return RESCUE_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor && isMove(t))
}

export function rescueMovesFor(from: RescueStatus, actor: RescueActor) {
  return RESCUE_TRANSITIONS.filter((t) => t.from === from && t.actor === actor && isMove(t))
}

/** Whether `actor` has any move into `to` at all; if not, asking for it is forbidden (403). */
export function rescueActorMayReach(actor: RescueActor, to: RescueStatus): boolean {
  return RESCUE_TRANSITIONS.some((t) => t.actor === actor && t.to === to && isMove(t))
}

/** The order a case normally moves in; used to word conflicts ("already" when it is past). */
const RESCUE_FLOW: readonly RescueStatus[] = ['pending', 'assigned', 'accepted', 'in_progress', 'rescued', 'completed']

/**
 * Why a move to `to` is refused while the case is `current` (answered with 409): e.g.
 * "This rescue request is already accepted." or "This rescue request is assigned, so it
 * cannot be marked rescued yet."
 */
export function rescueConflictMessage(t: Translator, current: RescueStatus, to: RescueStatus): string {
  const label = (status: RescueStatus) => enumLabel(t, 'rescueStatus', status).toLowerCase()
  const flowNow = RESCUE_FLOW.indexOf(current)
  const flowTo = RESCUE_FLOW.indexOf(to)
  const behind = flowNow >= 0 && flowTo >= 0 && flowNow < flowTo
  if (behind && !RESCUE_TERMINAL.includes(current)) {
    return t('conflict.rescue.notYet', { status: label(current), to: label(to) })
  }
  return t('conflict.rescue.already', { status: label(current) })
}

/** NGO controls show only when the case has an NGO and is not completed, declined or cancelled. */
export function ngoControlsVisible(status: RescueStatus, hasNgo: boolean): boolean {
  return hasNgo && RESCUE_HELD.includes(status)
}

/**
 * The NGO's progress choices on a case it accepted (docs/rules.md#status-machines): the current
 * status and the next one of the machine; completed offers only itself (it cannot be changed).
 * Empty before the case is accepted (accept and decline are separate buttons) and after it ends.
 */
export function ngoProgressOptions(status: RescueStatus): RescueStatus[] {
  if (status === 'completed') return ['completed']
  if (status === 'assigned' || !RESCUE_HELD.includes(status)) return []
  return [...new Set([status, ...rescueMovesFor(status, 'ngo').map((t) => t.to)])]
}

export type AdoptionActor = 'owner' | 'applicant'

export const ADOPTION_TRANSITIONS: readonly Transition<AdoptionStatus, AdoptionActor>[] = [
  { from: 'pending', to: 'under_review', actor: 'owner', label: 'Start Review' },
  { from: 'pending', to: 'approved', actor: 'owner', label: 'Approve' },
  { from: 'pending', to: 'rejected', actor: 'owner', label: 'Reject' },
  { from: 'under_review', to: 'approved', actor: 'owner', label: 'Approve' },
  { from: 'under_review', to: 'rejected', actor: 'owner', label: 'Reject' },
  { from: 'approved', to: 'paperwork_pending', actor: 'owner', label: 'Start Paperwork' },
  { from: 'approved', to: 'home_visit_scheduled', actor: 'owner', label: 'Schedule Home Visit' },
  { from: 'paperwork_pending', to: 'ready_for_pickup', actor: 'owner', label: 'Ready for Pickup' },
  { from: 'paperwork_pending', to: 'home_visit_scheduled', actor: 'owner', label: 'Schedule Home Visit' },
  { from: 'home_visit_scheduled', to: 'home_visit_completed', actor: 'owner', label: 'Home Visit Completed' },
  { from: 'home_visit_scheduled', to: 'rejected', actor: 'owner', label: 'Reject' },
  { from: 'home_visit_completed', to: 'ready_for_pickup', actor: 'owner', label: 'Ready for Pickup' },
  { from: 'ready_for_pickup', to: 'in_transit', actor: 'owner', label: 'In Transit' },
  { from: 'ready_for_pickup', to: 'trial_period', actor: 'owner', label: 'Start Trial Period' },
  { from: 'in_transit', to: 'trial_period', actor: 'owner', label: 'Start Trial Period' },
  { from: 'trial_period', to: 'completed', actor: 'owner', label: 'Complete Adoption' },
  { from: 'trial_period', to: 'returned', actor: 'owner', label: 'Mark Returned' },
  { from: 'returned', to: 'pending', actor: 'owner', label: 'Restart Process' },
  ...(
    [
      'pending',
      'under_review',
      'paperwork_pending',
      'home_visit_scheduled',
      'home_visit_completed',
      'ready_for_pickup',
    ] as const
  ).map((from) => ({ from, to: 'cancelled' as const, actor: 'applicant' as const, label: 'Cancel Application' })),
]

export function adoptionTransition(from: AdoptionStatus, to: AdoptionStatus, actor: AdoptionActor) {
  return ADOPTION_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor)
}

/** The button of a move into `to` in the reader's language. */
export function adoptionMoveLabel(t: Translator, to: AdoptionStatus): string {
  return t(`move.adoption.${to}`)
}

export function adoptionMovesFor(from: AdoptionStatus, actor: AdoptionActor) {
  return ADOPTION_TRANSITIONS.filter((t) => t.from === from && t.actor === actor)
}

/** Approved or further along: at most one such application per animal at a time. */
export const ADOPTION_COMMITTED: readonly AdoptionStatus[] = [
  'approved',
  'paperwork_pending',
  'home_visit_scheduled',
  'home_visit_completed',
  'ready_for_pickup',
  'in_transit',
  'trial_period',
  'completed',
]

/** Statuses that end an application; any other counts as open for the duplicate rule. */
export const ADOPTION_CLOSED: readonly AdoptionStatus[] = ['completed', 'rejected', 'cancelled']

/** Statuses before the owner has decided; the first move out of them sets processedAt. */
export const ADOPTION_UNDECIDED: readonly AdoptionStatus[] = ['pending', 'under_review']

/** Whether `actor` has any move into `to` at all; if not, asking for it is forbidden (403). */
export function adoptionActorMayReach(actor: AdoptionActor, to: AdoptionStatus): boolean {
  return ADOPTION_TRANSITIONS.some((t) => t.actor === actor && t.to === to)
}

/** A move no actor of the table may make: only an admin can, and it is recorded as an override. */
export function isAdoptionOverride(from: AdoptionStatus, to: AdoptionStatus): boolean {
  return !ADOPTION_TRANSITIONS.some((t) => t.from === from && t.to === to)
}

/** Who a signed-in user is to one application: its animal's owner, its applicant, or an admin. */
export type AdoptionRole = AdoptionActor | 'admin'

/**
 * The buttons a role gets on an application in `status`: the machine's moves for the owner
 * or the applicant; an admin gets both sets (and may set any other status from the admin
 * edit form, as an override).
 */
export function adoptionMovesForRole(status: AdoptionStatus, role: AdoptionRole) {
  if (role !== 'admin') return adoptionMovesFor(status, role)
  const moves = [...adoptionMovesFor(status, 'owner'), ...adoptionMovesFor(status, 'applicant')]
  return moves.filter((m, i) => moves.findIndex((o) => o.to === m.to) === i)
}

/**
 * Why a move to `to` is refused while the application is `current` (answered with 409), e.g.
 * "This application is already marked Approved." or "This application's status is Pending
 * Review, so it cannot be changed to Completed."
 */
export function adoptionConflictMessage(t: Translator, current: AdoptionStatus, to: AdoptionStatus): string {
  const status = enumLabel(t, 'adoptionStatus', current)
  if (current === to) return t('conflict.adoption.already', { status })
  if (to === 'cancelled') return t('conflict.adoption.noCancel', { status })
  return t('conflict.adoption.cannot', { status, to: enumLabel(t, 'adoptionStatus', to) })
}

/**
 * The animal status an adoption move leads to, or null when the animal is not affected.
 * `from`, when given, makes admin overrides come out right too: a move within the
 * approved-or-later range leaves the animal alone, and any move out of it (not only reject,
 * cancel or return) frees the animal when no other application holds it.
 */
export function animalStatusAfterAdoption(
  to: AdoptionStatus,
  otherCommittedExists: boolean,
  from?: AdoptionStatus,
): 'pending' | 'adopted' | 'available' | null {
  const wasCommitted = from !== undefined && ADOPTION_COMMITTED.includes(from)
  if (to === 'completed') return 'adopted'
  if (ADOPTION_COMMITTED.includes(to)) return wasCommitted && from !== 'completed' ? null : 'pending'
  if (otherCommittedExists) return null
  if (wasCommitted || to === 'rejected' || to === 'cancelled' || to === 'returned') return 'available'
  return null
}

/** The animal status after an application in `status` is deleted (admin), or null. */
export function animalStatusAfterAdoptionDeleted(
  status: AdoptionStatus,
  otherCommittedExists: boolean,
): 'available' | null {
  return ADOPTION_COMMITTED.includes(status) && !otherCommittedExists ? 'available' : null
}

/**
 * Which animal statuses the adoption workflow may replace with each status it sets. The
 * owner's own holds (medical_hold, unavailable) are kept when an application is approved or
 * falls through: only "available", "pending" and "adopted" belong to the workflow. A
 * completed adoption marks the animal adopted whatever it was (the animal has gone home).
 * A soft-deleted animal is never touched.
 */
export const ADOPTION_ANIMAL_REPLACES: Record<'pending' | 'adopted' | 'available', readonly AnimalStatus[]> = {
  pending: ['available', 'adopted'],
  adopted: ['available', 'pending', 'medical_hold', 'unavailable'],
  available: ['pending', 'adopted'],
}
