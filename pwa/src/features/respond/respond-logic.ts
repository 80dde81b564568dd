// The responder's lists (docs/rules.md#dispatch): open offers first, most urgent, then nearest,
// then the oldest; offers someone else took after them. What an accept on the phone has come
// to: waiting to send, refused (taken by another NGO, or the case moved on), or done.
import { isOfferAnswer, URGENCIES } from '@paws/contracts'
import type { Offer, OpenCase } from '@paws/contracts/schemas/dispatch'
import type { ActionEntry } from '../../offline/index.ts'

const rank = (c: OpenCase) => URGENCIES.indexOf(c.urgency)

/** Most urgent first, then nearest (unknown distance last), then waiting longest. */
export function byUrgencyThenDistance(a: OpenCase, b: OpenCase): number {
  const byUrgency = rank(a) - rank(b)
  if (byUrgency !== 0) return byUrgency
  const da = a.distanceM
  const db = b.distanceM
  if (da !== null && db !== null && da !== db) return da - db
  if ((da === null) !== (db === null)) return da === null ? 1 : -1
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id
}

/** Open offers (by urgency then distance), then the ones no longer open (newest first). */
export function sortOffers(offers: readonly Offer[]): Offer[] {
  const open = offers.filter((o) => o.state === 'open').sort((a, b) => byUrgencyThenDistance(a.rescue, b.rescue))
  const rest = offers
    .filter((o) => o.state !== 'open')
    .sort((a, b) => Date.parse(b.offeredAt) - Date.parse(a.offeredAt) || b.id - a.id)
  return [...open, ...rest]
}

/**
 * The nearby list without the cases among the offers, open or no longer (each case shows once:
 * an offer someone else took says so on its own card).
 */
export function nearbyNotOffered(nearby: readonly OpenCase[], offers: readonly Offer[]): OpenCase[] {
  const offered = new Set(offers.map((o) => o.rescue.id))
  return nearby.filter((c) => !offered.has(c.id)).sort(byUrgencyThenDistance)
}

export type AnswerState =
  | { kind: 'none' }
  | { kind: 'waiting'; entry: ActionEntry }
  | { kind: 'refused'; entry: ActionEntry }

/** Accept, or an answer to an offer (Can't, "Looks false"). */
export const isAnswer = (e: ActionEntry) => e.action === 'accept' || isOfferAnswer(e.action)

/** This phone's latest answer (accept, Can't or "Looks false") to a case, as the outbox holds it. */
export function answerOf(entries: readonly ActionEntry[], caseId: number): AnswerState {
  const mine = entries.filter((e) => e.caseId === caseId && isAnswer(e))
  const last = mine.at(-1)
  if (!last) return { kind: 'none' }
  return last.state === 'not_applied' ? { kind: 'refused', entry: last } : { kind: 'waiting', entry: last }
}
