// The service worker's part of field work: a push about a case assigned to the
// signed-in NGO refreshes that case on the phone and offers Accept and View; Accept from the
// notification, with the app closed, goes through the same outbox as the app's Accept. A push
// offering a case to a responder (docs/rules.md#dispatch) refreshes the offers kept on the
// phone; its Accept goes through the outbox too, and a refusal (someone else took it first)
// replaces the notification with the server's words. Its reads and answers go out through the
// app's one caller (http/send.ts).
import { parseBody, send } from '../http/send.ts'
import { keepDispatchList } from './dispatch-lists.ts'
import { enqueueAction } from './field-actions.ts'
import { FIELD_STATUSES } from './cases.ts'
import { offlineDb } from './db.ts'
import { createSharedTokenStore, roleOf, userIdOf } from './shared-tokens.ts'
import { createSyncEngine, SYNC_TAG } from './sync.ts'
import type { Rescue } from '@paws/contracts/schemas/rescues'

export interface CaseNotice {
  caseId: number
  /** Accept and View buttons: the case waits for this NGO's answer. */
  respond: boolean
}

const CASE_URL = /^\/rescue\/(\d+)$/

/**
 * How long a push waits for the server before its notification shows (docs/rules.md#notifications):
 * on a weak signal the read may hang far longer, and the news must not wait for it.
 */
const PUSH_READ_MS = 4000

/** For a push about a case: reads it (a push means a signal) and keeps it for the field. */
export async function caseNotice(
  url: string | undefined,
  apiBase: string,
  waitMs = PUSH_READ_MS,
): Promise<CaseNotice | null> {
  const id = Number(CASE_URL.exec(url ?? '')?.[1])
  if (!Number.isInteger(id) || id <= 0) return null
  const db = offlineDb()
  const tokens = createSharedTokenStore({ db, apiBase })
  const { token } = await tokens.read()
  const userId = userIdOf(token)
  if (!token || userId === null || roleOf(token) !== 'ngo') return null
  try {
    const response = await send({
      url: `${apiBase}/rescues/${id}`,
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: waitMs,
    })
    const rescue = parseBody(response) as Rescue | undefined
    if (response.status < 200 || response.status >= 300 || typeof rescue?.status !== 'string')
      return { caseId: id, respond: false }
    if (FIELD_STATUSES.includes(rescue.status)) await db.cases.put({ id, userId, savedAt: Date.now(), rescue })
    return { caseId: id, respond: rescue.status === 'assigned' }
  } catch {
    return { caseId: id, respond: false }
  }
}

/** For a push offering a case: the offers list is read (a push means a signal) and kept for no signal. */
export async function keepOffers(apiBase: string, waitMs = PUSH_READ_MS): Promise<void> {
  const db = offlineDb()
  const { token } = await createSharedTokenStore({ db, apiBase }).read()
  const userId = userIdOf(token)
  if (!token || userId === null || roleOf(token) !== 'ngo') return
  try {
    const response = await send({
      url: `${apiBase}/rescues/offers`,
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: waitMs,
    })
    const offers = parseBody(response)
    if (response.status >= 200 && response.status < 300 && offers !== null && typeof offers === 'object') {
      await keepDispatchList(db, userId, 'offers', offers)
    }
  } catch {
    // No answer: the list kept before stays.
  }
}

/**
 * A one-tap answer to "Was the animal helped?" (docs/rules.md#closure), sent with the signed-in
 * account's token. False when it could not be sent (no session, no signal, refused): the app
 * then opens the case at the question.
 */
export async function answerFromNotification(caseId: number, helped: boolean, apiBase: string): Promise<boolean> {
  const { token } = await createSharedTokenStore({ db: offlineDb(), apiBase }).read()
  if (!token) return false
  try {
    const response = await send({
      url: `${apiBase}/rescues/${caseId}/closure`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ helped }),
    })
    return response.status >= 200 && response.status < 300
  } catch {
    return false
  }
}

/**
 * Accept from the notification: into the outbox, sent now, else by Background Sync later.
 * Answers the server's refusal (e.g. "Taken by <NGO>") when it said no at once.
 */
export async function acceptFromNotification(
  scope: ServiceWorkerGlobalScope,
  caseId: number,
  apiBase: string,
): Promise<{ refused: string | null }> {
  const db = offlineDb()
  const tokens = createSharedTokenStore({ db, apiBase })
  const userId = userIdOf((await tokens.read()).token)
  if (userId === null) return { refused: null }
  const pending = await db.actions.where('caseId').equals(caseId).toArray()
  let entryId = pending.find((a) => a.userId === userId && a.action === 'accept' && a.state !== 'not_applied')?.id
  entryId ??= (await enqueueAction(db, { userId, caseId, action: 'accept' })).id
  const result = await createSyncEngine({ db, tokens, apiBase }).sync(true)
  if (result.nextAttemptAt !== null) {
    const sync = (scope.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      .sync
    await sync?.register(SYNC_TAG).catch(() => undefined)
  }
  const entry = await db.actions.get(entryId)
  return { refused: entry?.state === 'not_applied' ? (entry.conflict?.message ?? '') : null }
}
