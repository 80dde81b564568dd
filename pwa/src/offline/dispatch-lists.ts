// A responder's last offers and "near me, not yet taken" list, kept on the phone for no signal
// (docs/rules.md#caching, like the NGO's kept cases): one of each, for the account that read it;
// a read for another account and a sign-out remove them.
import type { KeptDispatchList, OfflineDb } from './db.ts'

export type DispatchListKind = KeptDispatchList['kind']

export async function keepDispatchList(
  db: OfflineDb,
  userId: number,
  kind: DispatchListKind,
  data: unknown,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.dispatch, async () => {
    await db.dispatch.where('userId').notEqual(userId).delete()
    await db.dispatch.put({ kind, userId, savedAt: now, data })
  })
}

/** The list kept for this account, if any. */
export async function keptDispatchList(
  db: OfflineDb,
  userId: number,
  kind: DispatchListKind,
): Promise<KeptDispatchList | undefined> {
  const kept = await db.dispatch.get(kind)
  return kept?.userId === userId ? kept : undefined
}

export async function forgetDispatchLists(db: OfflineDb): Promise<void> {
  await db.dispatch.clear()
}
