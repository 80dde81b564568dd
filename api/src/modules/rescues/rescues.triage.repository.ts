// SQL of the desk's triage (docs/rules.md#dispatch): who a reporter is (how new, marked as
// sending false reports, ever taken by an NGO), their open critical and high reports of the
// day, the reports held for review, responders' "looks false" and a report joining the
// reporter's earlier case with the same photo.
import {
  isTellingHash,
  PHOTO_HASH_MAX_DISTANCE,
  RESCUE_OPEN,
  RESCUE_TERMINAL,
  type TriageReason,
} from '@paws/contracts'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { hashToInt8 } from './rescues.photo-hashes.repository.ts'

/**
 * The reporting account, locked: one account's reports are judged one at a time, so a burst
 * filed at once cannot all pass the day's limit together.
 */
export async function lockReporter(db: Db, userId: number) {
  return (
    db
      .selectFrom('users')
      .select(['id', 'role', 'created_at', 'false_reports_at'])
      .where('id', '=', userId)
      // Not FOR UPDATE: a report's own insert holds KEY SHARE on its reporter, which this must not wait on.
      .forNoKeyUpdate()
      .executeTakeFirst()
  )
}

/** Whether an NGO ever took (accepted) one of the account's reports. */
export async function everTaken(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rescue_history as h')
    .innerJoin('rescues as r', 'r.id', 'h.rescue_id')
    .select('h.id')
    .where('r.requester_id', '=', userId)
    .where('h.actor_role', '=', 'ngo')
    .where('h.to_status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The account's critical and high reports filed since `since`, not closed or merged, but `exceptId`. */
export async function openRungReportsSince(db: Db, userId: number, since: Date, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('rescues')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requester_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('urgency', 'in', ['critical', 'high'])
    .where('created_at', '>=', since)
    .where('status', 'not in', [...RESCUE_TERMINAL])
    .where('merged_into_id', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Whether another report of the account was held for review since `since`. */
export async function heldSince(db: Db, userId: number, since: Date, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rescues')
    .select('id')
    .where('requester_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('triage_at', '>=', since)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function setTriage(db: Db, id: number, reason: TriageReason, at: Date): Promise<void> {
  await db.updateTable('rescues').set({ triage_at: at, triage_reason: reason }).where('id', '=', id).execute()
}

/** Releases a held report that is still open with no NGO; false when there was none. */
export async function clearTriage(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('rescues')
    .set({ triage_at: null, triage_reason: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('triage_at', 'is not', null)
    .where('status', 'in', [...RESCUE_OPEN])
    .where('ngo_id', 'is', null)
    .where('merged_into_id', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Keeps a responder's "looks false"; false when they had already said so of this case. */
export async function insertFlag(db: Db, rescueId: number, userId: number, reason: string): Promise<boolean> {
  const rows = await db
    .insertInto('rescue_false_flags')
    .values({ rescue_id: rescueId, user_id: userId, reason })
    .onConflict((oc) => oc.columns(['rescue_id', 'user_id']).doNothing())
    .returning('id')
    .execute()
  return rows.length > 0
}

/** How many different people said "looks false" of the account's reports. */
export async function flaggersOf(db: Db, requesterId: number): Promise<number> {
  const row = await db
    .selectFrom('rescue_false_flags as f')
    .innerJoin('rescues as r', 'r.id', 'f.rescue_id')
    .select(sql<number>`count(distinct f.user_id)`.as('n'))
    .where('r.requester_id', '=', requesterId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Marks the account as sending false reports; false when it already was. */
export async function markAccount(db: Db, userId: number, byAdminId: number | null, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ false_reports_at: at, false_reports_by: byAdminId })
    .where('id', '=', userId)
    .where('false_reports_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The account's open reports nobody holds that are not yet held as false reports. */
export async function openReportsToHold(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('rescues')
    .select('id')
    .where('requester_id', '=', userId)
    .where('status', 'in', [...RESCUE_OPEN])
    .where('ngo_id', 'is', null)
    .where('merged_into_id', 'is', null)
    .where((eb) => eb.or([eb('triage_reason', 'is', null), eb('triage_reason', '!=', 'false_reports')]))
    .orderBy('id')
    .forUpdate()
    .execute()
  return rows.map((r) => r.id)
}

/**
 * The reporter's own earlier open case (not closed or merged, filed since `since`) with a photo
 * within PHOTO_HASH_MAX_DISTANCE bits of one of `hashes`: the first one.
 */
export async function ownCaseWithPhoto(
  db: Db,
  userId: number,
  hashes: readonly string[],
  beforeId: number,
  since: Date,
): Promise<number | null> {
  const wanted = [...new Set(hashes)].filter(isTellingHash).map(hashToInt8)
  if (wanted.length === 0) return null
  const { rows } = await sql<{ id: number }>`
    select r.id
    from rescue_photo_hashes h
    join rescues r on r.id = h.rescue_id
    cross join unnest(${sql.val(wanted)}::bigint[]) as q(hash)
    where r.requester_id = ${userId}
      and r.id < ${beforeId}
      and r.created_at >= ${since}
      and r.merged_into_id is null
      and r.status not in (${sql.join(RESCUE_TERMINAL.map((s) => sql.lit(s)))})
      and bit_count((h.hash # q.hash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}
    order by r.id
    limit 1`.execute(db)
  return rows[0]?.id ?? null
}

/** The new report joins `intoId`: closed and pointing to it, as a merge leaves a case. */
export async function joinInto(db: Db, fromId: number, intoId: number): Promise<void> {
  await db
    .updateTable('rescues')
    .set({ merged_into_id: intoId, status: 'cancelled', updated_at: new Date() })
    .where('id', '=', fromId)
    .execute()
}

/** The case a report joined for its photo (a repeat of its key answers that case), else null. */
export async function joinedInto(db: Db, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('rescues')
    .select('merged_into_id')
    .where('id', '=', id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('rescue_history as h')
          .select('h.id')
          .whereRef('h.rescue_id', '=', 'rescues.id')
          .where('h.note_key', '=', 'historyNote.joinedSamePhoto'),
      ),
    )
    .executeTakeFirst()
  return row?.merged_into_id ?? null
}
