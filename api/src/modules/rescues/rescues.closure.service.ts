// The reporter's word (docs/rules.md#closure). Once a case is completed, its reporter and each
// follower answer "Was the animal helped?" once per completion. The reporter's "No, it is still
// there" within CLOSURE_REOPEN_HOURS of the completion reopens the case through the one move
// path: back to pending with no NGO, so its ring and deadlines start as for a new case
// (moveCase), with a timeline entry; the NGO that completed it and the admins are told. Later,
// the answer is kept and reopens nothing. A follower's "still there" reopens nothing (anyone can
// follow a case from near it): it is kept, and the admins are told of it at most once a day per
// case. Anyone else who may see the case gets 403; whoever may not, 404.
import { closureReopensUntil, rescueTransition } from '@paws/contracts'
import type { CaseClosure, ClosureBody } from '@paws/contracts/schemas/rescues'
import type { Db } from '../../db/database.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { mergedConflict, relationTo, type Viewer } from './rescues.access.ts'
import * as closures from './rescues.closure.repository.ts'
import type { RescueDeps } from './rescues.deps.ts'
import { moveCase } from './rescues.move.ts'
import { announceFollowerStillThere, announceReopened, caseFacts } from './rescues.notify.ts'
import * as repo from './rescues.repository.ts'

/** The caller's part in the question, for the case page; undefined when the case was never completed. */
export async function closureFor(
  db: Db,
  rescueId: number,
  status: string,
  userId: number,
): Promise<CaseClosure | undefined> {
  const completion = await closures.latestCompletion(db, rescueId)
  if (!completion) return undefined
  const answer = await closures.answerOf(db, completion.id, userId)
  return {
    ask: status === 'completed' && !answer,
    reopensUntil: closureReopensUntil(new Date(completion.created_at)).toISOString(),
    answer: answer
      ? {
          helped: answer.helped,
          note: answer.note,
          reopened: answer.reopened,
          at: new Date(answer.created_at).toISOString(),
        }
      : null,
  }
}

/** A follower's "still there" reaches the admins at most once per this much time per case. */
const DESK_EVERY_MS = 24 * 3_600_000

export function createRescueClosure(deps: RescueDeps) {
  const { db, notifier } = deps

  /** Keeps the caller's answer; answers whether it reopened the case. */
  async function answer(viewer: Viewer, id: number, body: ClosureBody): Promise<{ reopened: boolean }> {
    const found = await repo.findRescue(db, id)
    const relation = found ? await relationTo(db, viewer, found) : null
    if (!found || !relation) throw new NotFound('error.rescue.notFound')
    const watcher = found.requester_id === viewer.id ? 'requester' : relation === 'follower' ? 'follower' : null
    if (!watcher) throw new Forbidden('error.closureNotReporter')
    const note = body.note?.trim() || null
    const outcome = await db.transaction().execute(async (trx) => {
      await repo.lockRescue(trx, id)
      const row = await repo.findRescue(trx, id)
      if (!row) throw new NotFound('error.rescue.notFound')
      if (row.merged_into_id !== null) throw mergedConflict(row.merged_into_id)
      const completion = await closures.latestCompletion(trx, id)
      if (row.status !== 'completed' || !completion) {
        throw new Conflict('error.closureNotCompleted')
      }
      const now = deps.clock()
      const reopens =
        watcher === 'requester' &&
        !body.helped &&
        now <= closureReopensUntil(new Date(completion.created_at)) &&
        rescueTransition('completed', 'pending', 'watcher') !== undefined
      const tellsDesk =
        watcher === 'follower' &&
        !body.helped &&
        !(await closures.deskToldSince(trx, id, new Date(now.getTime() - DESK_EVERY_MS)))
      const kept = await closures.insertAnswer(
        trx,
        { rescue_id: id, completion_id: completion.id, user_id: viewer.id, helped: body.helped, note },
        { reopened: reopens, deskTold: tellsDesk },
        now,
      )
      if (!kept) throw new Conflict('error.closureTwice')
      if (tellsDesk) {
        await announceFollowerStillThere(trx, notifier, caseFacts(row), viewer.id)
        return { reopened: false, told: true }
      }
      if (!reopens) return { reopened: false }
      const moved = await moveCase(trx, deps, {
        row,
        to: 'pending',
        by: { id: viewer.id, role: watcher },
        set: { ngo_id: null, assigned_volunteer_id: null, outcome: null, outcome_place: null },
        guard: {},
        note,
        announce: false,
      })
      if (moved === null) throw new Conflict('error.closureNotCompleted')
      await announceReopened(trx, notifier, caseFacts(row), row.ngo_id, viewer.id)
      return { reopened: true }
    })
    if (outcome.reopened || outcome.told) notifier.flush()
    return { reopened: outcome.reopened }
  }

  return { answer }
}

export type RescueClosure = ReturnType<typeof createRescueClosure>
