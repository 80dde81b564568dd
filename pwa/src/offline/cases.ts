// The signed-in NGO's open cases kept on the phone for the field
// (docs/rules.md#one-offline-engine): refreshed whenever the app is online (sign-in, app start, a
// push, pull to refresh), read when it is not. They belong to the account that fetched them: a
// refresh for another account and a sign-out remove them.
import { RESCUE_HELD } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { KeptCase, OfflineDb } from './db.ts'

/** The statuses an NGO works on in the field: the ones in which it holds the case. */
export const FIELD_STATUSES = RESCUE_HELD

/** How the page draws a kept case as plain HTML (components/field/case-snapshot.ts). */
export type SnapshotOf = (rescue: Rescue, savedAt: number) => string

/** Replaces this account's kept cases with `rescues` (the open ones) and drops any other account's. */
export async function keepCases(
  db: OfflineDb,
  userId: number,
  rescues: Rescue[],
  now = Date.now(),
  snapshotOf?: SnapshotOf,
): Promise<void> {
  const open = rescues.filter((r) => FIELD_STATUSES.includes(r.status))
  await db.transaction('rw', db.cases, async () => {
    await db.cases.where('userId').notEqual(userId).delete()
    const keep = new Set(open.map((r) => r.id))
    await db.cases
      .where('userId')
      .equals(userId)
      .filter((c) => !keep.has(c.id))
      .delete()
    await db.cases.bulkPut(
      open.map((rescue) => ({ id: rescue.id, userId, savedAt: now, rescue, snapshot: snapshotOf?.(rescue, now) })),
    )
  })
}

export function keptCases(db: OfflineDb, userId: number): Promise<KeptCase[]> {
  return db.cases.where('userId').equals(userId).toArray()
}

export async function keptCase(db: OfflineDb, userId: number, id: number): Promise<KeptCase | undefined> {
  const kept = await db.cases.get(id)
  return kept?.userId === userId ? kept : undefined
}

/** The kept case's HTML copy, when it belongs to `userId` (the worker's signed-in account). */
export async function keptSnapshot(db: OfflineDb, userId: number, id: number): Promise<string | undefined> {
  return (await keptCase(db, userId, id))?.snapshot
}

/** At sign-out: no case stays on the phone. */
export async function forgetCases(db: OfflineDb): Promise<void> {
  await db.cases.clear()
}
