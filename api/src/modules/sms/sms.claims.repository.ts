// A signed-out phone's claim codes (0095) and the cases their SMS filed.
import type { Db } from '../../db/database.ts'

export interface ClaimCodeRow {
  id: number
  code: string
  rescue_id: number | null
  used_at: Date | null
  claimed_by: number | null
  /** The report id the code's case was filed under (its idempotency key). */
  report_id: string | null
}

export async function insertCode(db: Db, code: string): Promise<void> {
  await db.insertInto('sms_claim_codes').values({ code }).execute()
}

export async function findCode(db: Db, code: string): Promise<ClaimCodeRow | undefined> {
  return db
    .selectFrom('sms_claim_codes as c')
    .leftJoin('rescues as r', 'r.id', 'c.rescue_id')
    .select(['c.id', 'c.code', 'c.rescue_id', 'c.used_at', 'c.claimed_by', 'r.idempotency_key as report_id'])
    .where('c.code', '=', code)
    .executeTakeFirst()
}

/** How many reports codes have filed from `sender` since `since`. */
export async function reportsFrom(db: Db, sender: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_claim_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sender', '=', sender)
    .where('used_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The code's one use: false when it was used meanwhile (its conditional UPDATE found it taken). */
export async function spendCode(db: Db, id: number, sender: string, rescueId: number | null): Promise<boolean> {
  const row = await db
    .updateTable('sms_claim_codes')
    .set({ used_at: new Date(), sender, rescue_id: rescueId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function setCodeCase(db: Db, id: number, rescueId: number): Promise<void> {
  await db.updateTable('sms_claim_codes').set({ rescue_id: rescueId }).where('id', '=', id).execute()
}

/** The account takes the code; false when another took it first. */
export async function claimCode(db: Db, id: number, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('sms_claim_codes')
    .set({ claimed_by: userId, claimed_at: new Date() })
    .where('id', '=', id)
    .where('claimed_by', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The case filed by the code's SMS becomes the account's: its requester, and the reporter of
 * its first timeline entry (written as "SMS" until now).
 */
export async function giveCase(
  db: Db,
  rescueId: number,
  actor: { id: number | null; role: string; name: string },
): Promise<void> {
  await db
    .updateTable('rescues')
    .set({ requester_id: actor.id, updated_at: new Date() })
    .where('id', '=', rescueId)
    .where('requester_id', 'is', null)
    .execute()
  await db
    .updateTable('rescue_history')
    .set({ actor_id: actor.id, actor_name: actor.name, actor_role: actor.role })
    .where('rescue_id', '=', rescueId)
    .where('actor_id', 'is', null)
    .where('from_status', 'is', null)
    .where('to_status', '=', 'pending')
    .execute()
}
