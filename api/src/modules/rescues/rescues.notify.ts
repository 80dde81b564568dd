// Who hears about a rescue event (DESIGN sections 7 and 11) and what they read. Admins: a
// case is reported or declined. The NGO's users: a case is assigned to their NGO, or a case
// they hold is cancelled. The requester and the case's followers (people who reported the
// same animal): the report was received (the requester), the case is accepted, declined,
// progresses or completes. Everyone is told once per event (the notifier drops repeats);
// whoever caused the event is not told about it.
import { RESCUE_ANIMAL_TYPE_LABELS, type RescueAnimalType, type RescueStatus, type Urgency } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { adminIds, ngoUserIds } from '../notifications/notifications.repository.ts'
import type { NotificationContent, Notifier } from '../notifications/notifier.ts'
import { followerIds, type RescueRow } from './rescues.repository.ts'

export interface CaseFacts {
  id: number
  animalType: RescueAnimalType
  urgency: Urgency
  city: string
  requesterId: number | null
}

const url = (c: CaseFacts) => `/rescue/${c.id}`
const animal = (c: CaseFacts) => RESCUE_ANIMAL_TYPE_LABELS[c.animalType] ?? c.animalType

function content(c: CaseFacts, title: string, message: string): NotificationContent {
  return { type: 'rescue', title, message, url: url(c) }
}

/** The people a case's news goes to: its requester and its followers. */
export async function caseWatchers(db: Db, c: { id: number; requesterId: number | null }): Promise<number[]> {
  return [...(c.requesterId !== null ? [c.requesterId] : []), ...(await followerIds(db, c.id))]
}

/**
 * A new case: the admins are told (with the case it may repeat, if the server flagged one)
 * and the reporter reads that it arrived.
 */
export async function announceReport(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  actorId: number,
  duplicateOf: number | null = null,
): Promise<void> {
  const maybe = duplicateOf !== null ? ` Possible duplicate of case #${duplicateOf}.` : ''
  const message = `Case #${c.id}: ${animal(c)}, ${c.urgency} urgency, in ${c.city}. It needs an NGO.${maybe}`
  await notifier.notify(db, await adminIds(db), content(c, 'New rescue case reported', message), actorId)
  await notifier.notify(
    db,
    [actorId],
    content(
      c,
      'We received your report',
      `Case #${c.id}: ${animal(c)}, ${c.urgency} urgency. We are finding an NGO and will tell you here at every step.`,
    ),
  )
}

/** Someone reported the same animal and now follows the case. */
export async function announceFollower(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  ngoId: number | null,
  followerId: number,
): Promise<void> {
  const ngoUsers = ngoId !== null ? await ngoUserIds(db, ngoId) : []
  const message = `Another person reported the same ${animal(c).toLowerCase()} on case #${c.id} and now follows it. Their note and photos are on the case.`
  await notifier.notify(
    db,
    [...(await caseWatchers(db, c)), ...ngoUsers],
    content(c, 'Same animal reported again', message),
    followerId,
  )
  await notifier.notify(
    db,
    [followerId],
    content(
      c,
      'You are following this case',
      `Thank you. You will be told here as case #${c.id} (${animal(c).toLowerCase()}) moves on.`,
    ),
  )
}

export interface MoveFacts {
  to: RescueStatus
  actorId: number
  /** The NGO the move concerns: the one assigned, accepting, declining or losing the case. */
  ngo: { id: number; name: string } | null
  declineReason?: string | null
}

export async function announceMove(db: Db, notifier: Notifier, c: CaseFacts, move: MoveFacts): Promise<void> {
  const { to, actorId, ngo } = move
  const ngoName = ngo?.name ?? 'The NGO'
  const requester = await caseWatchers(db, c)
  const tell = (ids: number[], title: string, message: string) =>
    notifier.notify(db, ids, content(c, title, message), actorId)
  switch (to) {
    case 'assigned':
      if (ngo) {
        const message = `Case #${c.id} (${animal(c)}, ${c.urgency} urgency, ${c.city}) is assigned to ${ngo.name}. Please accept or decline it.`
        await tell(await ngoUserIds(db, ngo.id), 'New rescue case assigned', message)
      }
      return
    case 'accepted':
      await tell(
        requester,
        'Rescue request accepted',
        `${ngoName} has accepted your rescue request #${c.id} and will handle it.`,
      )
      return
    case 'declined': {
      await tell(
        requester,
        'Finding another NGO',
        `${ngoName} could not take your rescue request #${c.id}. We are assigning it to another NGO.`,
      )
      const reason = move.declineReason ? ` Reason: ${move.declineReason.replace(/[.!?\s]+$/, '')}.` : ''
      await tell(
        await adminIds(db),
        'Rescue case declined',
        `${ngoName} declined case #${c.id}.${reason} Please reassign it.`,
      )
      return
    }
    case 'in_progress':
      await tell(requester, 'Rescue under way', `The rescue for your request #${c.id} is in progress.`)
      return
    case 'rescued':
      await tell(
        requester,
        'Animal rescued',
        `The ${animal(c).toLowerCase()} from your request #${c.id} has been rescued.`,
      )
      return
    case 'completed':
      await tell(requester, 'Rescue completed', `Your rescue request #${c.id} is complete. Thank you for reporting it.`)
      return
    case 'cancelled':
      if (ngo) await tell(await ngoUserIds(db, ngo.id), 'Rescue request cancelled', `Case #${c.id} has been cancelled.`)
      return
    case 'pending':
      return
  }
}

/** The NGO that let its deadline pass loses the case to another NGO. */
export async function announceTakenAway(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  ngoId: number,
  actorId: number,
): Promise<void> {
  const message = `Case #${c.id} was reassigned to another NGO because it was not accepted in time.`
  await notifier.notify(db, await ngoUserIds(db, ngoId), content(c, 'Rescue case reassigned', message), actorId)
}

/** What a notification says about a case, taken from its row. */
export function caseFacts(row: RescueRow): CaseFacts {
  return {
    id: row.id,
    animalType: row.animal_type,
    urgency: row.urgency,
    city: row.location.city ?? '',
    requesterId: row.requester_id,
  }
}
