// Who hears about a rescue event (docs/rules.md#notifications and docs/rules.md#followers) and what
// they read. Admins: a case is reported or declined. The NGO's users: a case is assigned to their
// NGO, or a case they hold is cancelled. The requester and the case's followers (people who
// reported the same animal): the report was received (the requester), the case is accepted,
// declined, progresses or completes. Everyone is told once per event (the notifier drops repeats);
// whoever caused the event is not told about it.
import type { MessageId } from '@lingui/core'
import type { ClinicAnimalState, RescueAnimalType, RescueStatus, Urgency } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import { adminIds, ngoUserIds } from '../notifications/notifications.repository.ts'
import {
  type Join,
  type LocalizedContent,
  localized,
  type Notifier,
  type PushOptions,
} from '../notifications/notifier.ts'
import { wasAdmitted } from '../clinics/clinics.handovers.repository.ts'
import { followerIds, type RescueRow } from './rescues.repository.ts'

export interface CaseFacts {
  id: number
  animalType: RescueAnimalType
  urgency: Urgency
  city: string
  requesterId: number | null
}

const url = (c: CaseFacts) => `/rescue/${c.id}`

/**
 * Where a case's news opens. "Completed" opens the case at its proof photos: the timeline
 * marks its latest step with photos as `#proof` (pwa HistoryTimeline).
 */
const urlFor = (c: CaseFacts, name: string) => (name === 'completed' ? `${url(c)}#proof` : url(c))

/**
 * A case's news in each recipient's language: `notify.<name>.title` and `.message` of the API
 * catalog, with the case's number, animal ("Dog", and "dog" inside a sentence), urgency and
 * city, the NGO ("The NGO" when none is named), and `values` of its own.
 */
function content(
  c: CaseFacts,
  name: string,
  values: Record<string, unknown> = {},
  push?: PushOptions,
): LocalizedContent {
  return localized(
    'rescue',
    urlFor(c, name),
    (t) => {
      const all = {
        id: c.id,
        animal: t._(`enum.rescueAnimal.${c.animalType}` as MessageId),
        animalWord: t._(`notify.animal.${c.animalType}` as MessageId),
        urgency: t._(`notify.urgency.${c.urgency}` as MessageId),
        city: c.city,
        ngo: t._('notify.theNgo'),
        ...values,
      }
      return {
        title: t._(`notify.${name}.title` as MessageId, all),
        message: t._(`notify.${name}.message` as MessageId, all),
      }
    },
    push,
  )
}

/**
 * "Completed" asks the reporter and followers "Was the animal helped?" with one-tap answers
 * (docs/rules.md#closure); an answer replaces the question on the phone (same tag).
 */
const closureQuestion = (c: CaseFacts): PushOptions => ({
  urgency: 'normal',
  ttlSeconds: 2 * 24 * 3600,
  tag: `closure-${c.id}`,
  closureCaseId: c.id,
})

/** The people a case's news goes to: its requester and its followers. */
export async function caseWatchers(db: Db, c: { id: number; requesterId: number | null }): Promise<number[]> {
  return [...(c.requesterId !== null ? [c.requesterId] : []), ...(await followerIds(db, c.id))]
}

/**
 * A new case: the admins are told (with the case it may repeat, if the server flagged one),
 * unless its ring told them already that nobody is on duty near it (one notice per case; a
 * possible repeat is still told, as its notice says what to do: merge it), and the reporter
 * reads that it arrived.
 */
export async function announceReport(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  /** Null for a signed-out phone's SMS: nobody to tell it arrived until an account claims it. */
  actorId: number | null,
  { duplicateOf, tellAdmins }: { duplicateOf: number | null; tellAdmins: boolean },
): Promise<void> {
  const reported = duplicateOf !== null ? content(c, 'reportedMaybeDuplicate', { duplicateOf }) : content(c, 'reported')
  if (tellAdmins) await notifier.notify(db, await adminIds(db), reported, actorId ?? undefined)
  if (actorId !== null) await notifier.notify(db, [actorId], content(c, 'received'))
}

/**
 * A report held for the desk's review instead of ringing anyone (docs/rules.md#dispatch): the
 * reporter reads that it arrived, as for any report; the admins are told once a day per
 * account (`tellAdmins`), so a flood of reports is one notice, not a hundred.
 */
export async function announceHeld(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  actorId: number,
  why: 'new_account' | 'false_reports',
  tellAdmins: boolean,
): Promise<void> {
  if (tellAdmins) await notifier.notify(db, await adminIds(db), content(c, 'held', { why }), actorId)
  await notifier.notify(db, [actorId], content(c, 'received'))
}

/** An account was marked as sending false reports: the admins (but whoever marked it) are told. */
export async function announceMarked(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  held: number,
  byId: number | null,
): Promise<void> {
  await notifier.notify(db, await adminIds(db), content(c, 'falseReports', { held }), byId ?? undefined)
}

/**
 * A coordinator named the member who goes on a case: the member is told, with the NGO's name
 * (unless they named themselves).
 */
export async function announceVolunteer(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  memberId: number,
  by: { id: number | null; name: string },
): Promise<void> {
  await notifier.notify(db, [memberId], content(c, 'volunteerNamed', { ngo: by.name }), by.id ?? undefined)
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
  await notifier.notify(db, [...(await caseWatchers(db, c)), ...ngoUsers], content(c, 'reportedAgain'), followerId)
  await notifier.notify(db, [followerId], content(c, 'following'))
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
  const requester = await caseWatchers(db, c)
  const tell = (ids: number[], name: string, values: Record<string, unknown> = {}) =>
    notifier.notify(db, ids, content(c, name, { ...(ngo ? { ngo: ngo.name } : {}), ...values }), actorId)
  switch (to) {
    case 'assigned':
      if (ngo) await tell(await ngoUserIds(db, ngo.id), 'assigned')
      return
    case 'accepted':
      await tell(requester, 'accepted')
      return
    case 'declined': {
      await tell(requester, 'declinedRequester')
      const reason = move.declineReason?.replace(/[.!?\s]+$/, '') ?? ''
      await tell(await adminIds(db), reason ? 'declinedWithReason' : 'declined', { reason })
      return
    }
    case 'in_progress':
      await tell(requester, 'inProgress')
      return
    case 'rescued':
      await tell(requester, 'rescued')
      return
    case 'completed':
      // A clinic admitted the animal: the app knows it was helped, and nobody is asked whether
      // it is still there (docs/rules.md#closure).
      if (await wasAdmitted(db, c.id)) {
        await tell(requester, 'completedAtClinic')
        return
      }
      await notifier.notify(
        db,
        requester,
        content(c, 'completed', ngo ? { ngo: ngo.name } : {}, closureQuestion(c)),
        actorId,
      )
      return
    case 'cancelled':
      if (ngo) await tell(await ngoUserIds(db, ngo.id), 'cancelled')
      return
    case 'pending':
      return
  }
}

/**
 * The reporter said the animal is still there: the case is open again
 * (docs/rules.md#closure). The admins open the case; the NGO that completed it no longer holds
 * it, so its members open the responder's list, where it is offered again.
 */
export async function announceReopened(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  ngoId: number | null,
  actorId: number,
): Promise<void> {
  await notifier.notify(db, await adminIds(db), content(c, 'reopened'), actorId)
  if (ngoId === null) return
  await notifier.notify(db, await ngoUserIds(db, ngoId), { ...content(c, 'reopened'), url: '/respond' }, actorId)
}

/**
 * A follower said the animal is still there: the case stays closed (only its reporter reopens
 * it), and the admins, who can check and reopen it, are told (at most once a day per case,
 * docs/rules.md#closure).
 */
export async function announceFollowerStillThere(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  followerId: number,
): Promise<void> {
  await notifier.notify(db, await adminIds(db), content(c, 'followerStillThere'), followerId)
}

/** The NGO that let its deadline pass loses the case to another NGO. */
export async function announceTakenAway(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  ngoId: number,
  actorId: number,
): Promise<void> {
  await notifier.notify(db, await ngoUserIds(db, ngoId), content(c, 'takenAway'), actorId)
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

/**
 * A clinic's news of one case reaches each person at most once per 10 minutes: news within that
 * time rewrites the notification with the latest (docs/rules.md#clinics).
 */
const CLINIC_NEWS_JOIN_SECONDS = 600

/** A step of a hand-over to a clinic (docs/rules.md#clinics) and who hears of it. */
export type HandoverNews =
  | { kind: 'coming'; clinicUserId: number; ngo: string }
  | { kind: 'admitted'; responderId: number | null; clinic: string; ref: string }
  | { kind: 'refused'; responderId: number | null; clinic: string }
  | { kind: 'update'; responderId: number | null; clinic: string; state: ClinicAnimalState }

/**
 * The clinic hears an animal is coming; the responder who brought it hears the clinic's answer
 * at once, and the responder and the reporter (and followers) hear of an admission and of the
 * clinic's news of the animal (joined: at most one notification per 10 minutes per person and case).
 */
export async function announceHandover(
  db: Db,
  notifier: Notifier,
  c: CaseFacts,
  news: HandoverNews,
  actorId: number,
): Promise<void> {
  const say = (link: string, title: string, message: string, values: Record<string, unknown>, join?: Join) =>
    localized(
      'rescue',
      link,
      (t) => {
        const all = { id: c.id, animalWord: t._(`notify.animal.${c.animalType}` as MessageId), ...values }
        return { title: t._(title as MessageId, all), message: t._(message as MessageId, all) }
      },
      undefined,
      join,
    )
  const responder = news.kind !== 'coming' && news.responderId !== null ? [news.responderId] : []
  switch (news.kind) {
    case 'coming': {
      await notifier.notify(
        db,
        [news.clinicUserId],
        say('/clinic', 'notify.handover.coming.title', 'notify.handover.coming.message', { ngo: news.ngo }),
        actorId,
      )
      return
    }
    case 'admitted':
      await notifier.notify(
        db,
        responder,
        say(url(c), 'notify.handover.admitted.title', 'notify.handover.admitted.message', news),
        actorId,
      )
      await notifier.notify(
        db,
        await caseWatchers(db, c),
        say(url(c), 'notify.handover.admittedWatcher.title', 'notify.handover.admittedWatcher.message', news),
        actorId,
      )
      return
    case 'refused':
      await notifier.notify(
        db,
        responder,
        say(url(c), 'notify.handover.refused.title', 'notify.handover.refused.message', news),
        actorId,
      )
      return
    case 'update':
      await notifier.notify(
        db,
        [...responder, ...(await caseWatchers(db, c))],
        say(url(c), 'notify.handover.update.title', `notify.handover.update.${news.state}`, news, {
          key: `clinic-news-${c.id}`,
          withinSeconds: CLINIC_NEWS_JOIN_SECONDS,
        }),
        actorId,
      )
      return
  }
}
