// Storage of an NGO's case actions (0010 rescue_actions) and of proof photos, which are
// case photos tied to the timeline entry they prove (rescue_images.history_id).
import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { RescueActionsTable } from '../../db/schema.ts'

export type ActionRow = Selectable<RescueActionsTable>

/** Claims the key for this user; false when the key was already claimed (a repeat). */
export async function claimAction(db: Db, values: Insertable<RescueActionsTable>): Promise<boolean> {
  const row = await db
    .insertInto('rescue_actions')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('rescue_id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Whether the case was ever this NGO's: assigned to it (each assignment sets a deadline, 0008)
 * or declined by it. An NGO that never had a case must not learn it exists.
 */
export async function everAssigned(db: Db, rescueId: number, ngoId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rescues')
    .select('id')
    .where('id', '=', rescueId)
    .where((eb) =>
      eb.or([
        eb('ngo_id', '=', ngoId),
        eb('declined_by_ngo_id', '=', ngoId),
        eb.exists(
          eb
            .selectFrom('rescue_deadlines')
            .select('rescue_deadlines.id')
            .whereRef('rescue_deadlines.rescue_id', '=', 'rescues.id')
            .where('rescue_deadlines.ngo_id', '=', ngoId),
        ),
      ]),
    )
    .executeTakeFirst()
  return row !== undefined
}

export function findAction(db: Db, userId: number, key: string): Promise<ActionRow | undefined> {
  return db
    .selectFrom('rescue_actions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

export async function settleAction(
  db: Db,
  userId: number,
  key: string,
  outcome: Pick<ActionRow, 'outcome' | 'history_id' | 'current_status'> & { taken_by?: string | null },
): Promise<void> {
  await db
    .updateTable('rescue_actions')
    .set(outcome)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .execute()
}

export interface ProofPhoto {
  client_id: string
  url: string
  sha256: string | null
  history_id: number
}

/** The proof photos of a case by timeline entry, oldest first. */
export async function proofPhotosOf(db: Db, rescueId: number): Promise<Map<number, ProofPhoto[]>> {
  const rows = await db
    .selectFrom('rescue_images')
    .select(['client_id', 'url', 'sha256', 'history_id'])
    .where('rescue_id', '=', rescueId)
    .where('history_id', 'is not', null)
    .orderBy('id')
    .execute()
  const map = new Map<number, ProofPhoto[]>()
  for (const row of rows) {
    if (row.history_id === null) continue
    const list = map.get(row.history_id) ?? []
    list.push({ ...row, history_id: row.history_id })
    map.set(row.history_id, list)
  }
  return map
}

/** Every client photo id the case holds (report and proof photos share one namespace). */
export async function clientIdsOf(db: Db, rescueId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('rescue_images').select('client_id').where('rescue_id', '=', rescueId).execute()
  return new Set(rows.map((r) => r.client_id))
}

export async function insertProofPhotos(
  db: Db,
  rescueId: number,
  historyId: number,
  userId: number,
  photos: { clientId: string; url: string; sha256: string }[],
): Promise<string[]> {
  if (photos.length === 0) return []
  const rows = await db
    .insertInto('rescue_images')
    .values(
      photos.map((p) => ({
        rescue_id: rescueId,
        client_id: p.clientId,
        url: p.url,
        sha256: p.sha256,
        history_id: historyId,
        uploaded_by: userId,
      })),
    )
    .onConflict((oc) => oc.columns(['rescue_id', 'client_id']).doNothing())
    .returning('client_id')
    .execute()
  return rows.map((r) => r.client_id)
}
