// The worker's part of a cold start with no signal: the HTML copy of the kept case
// the address names, for the signed-in account only (components/field/case-snapshot.ts draws
// it, lib/case-snapshot.ts puts it in the page).
import { keptSnapshot } from './cases.ts'
import { offlineDb } from './db.ts'
import { createSharedTokenStore, userIdOf } from './shared-tokens.ts'

const CASE_PATH = /^\/rescue\/(\d+)\/?$/

export async function caseSnapshotFor(url: URL, apiBase: string): Promise<string | undefined> {
  const id = Number(CASE_PATH.exec(url.pathname)?.[1])
  if (!Number.isInteger(id) || id <= 0) return undefined
  const db = offlineDb()
  const { token } = await createSharedTokenStore({ db, apiBase }).read()
  const userId = userIdOf(token)
  return userId === null ? undefined : keptSnapshot(db, userId, id)
}
