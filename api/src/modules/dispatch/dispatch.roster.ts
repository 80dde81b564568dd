// An honest roster (docs/rules.md#dispatch): a responder who leaves UNANSWERED_IN_A_ROW offers in
// a row unanswered (passed over for silence, never accepted nor "Can't") since they last went on
// duty is taken off duty, told why, and back on with one tap. Offers the case's end closed
// before their wait was over (taken by another, withdrawn) say nothing either way. The ring
// ranks the nearest by how they answered their last offers.
import { UNANSWERED_IN_A_ROW } from '@paws/contracts'
import type { Trx } from '../../db/database.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import * as repo from './dispatch.repository.ts'

/** How many of a person's last offers the ranking reads. */
const HISTORY = 5

/**
 * The share of each person's last answered-or-passed-over offers they left unanswered (0 for
 * someone never offered: a newcomer is not put behind).
 */
export async function silenceOf(trx: Trx, userIds: number[]): Promise<Map<number, number>> {
  const rows = await repo.lastEndedOffers(trx, userIds, HISTORY)
  const silent = new Map<number, { n: number; silent: number }>()
  for (const r of rows) {
    const s = silent.get(r.user_id) ?? { n: 0, silent: 0 }
    s.n += 1
    if (r.silent) s.silent += 1
    silent.set(r.user_id, s)
  }
  return new Map([...silent].map(([id, s]) => [id, s.silent / s.n]))
}

/** Takes off duty each of `userIds` whose last offers since going on duty were all left unanswered. */
export async function pauseTheSilent(
  trx: Trx,
  deps: { notifier: Notifier },
  userIds: number[],
  now: Date,
): Promise<number[]> {
  const paused: number[] = []
  for (const userId of userIds) {
    const last = await repo.lastEndedSinceDuty(trx, userId, UNANSWERED_IN_A_ROW)
    if (last.length < UNANSWERED_IN_A_ROW || !last.every((o) => o.silent)) continue
    if (!(await repo.pauseDuty(trx, userId, now))) continue
    paused.push(userId)
    await deps.notifier.notify(
      trx,
      [userId],
      localized('system', '/respond', (t) => ({
        title: t._('notify.pausedUnanswered.title'),
        message: t._('notify.pausedUnanswered.message', { count: UNANSWERED_IN_A_ROW }),
      })),
    )
  }
  return paused
}
