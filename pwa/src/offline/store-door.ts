// The lazy door to the page's offline store: everything a page asks of the outbox, the
// drafts and the kept cases goes through here. The store (store.ts: Dexie, the outbox, the
// sync engine) is loaded and opened by the first call that needs it, so importing this file
// costs the first load only these wrappers.
import type { PageTokenStore } from '../api/tokens.ts'
import type { CantReason, ClinicAnimalState, RescueAction, RescueOutcome } from '@paws/contracts'
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { ClaimCode, Draft, KeptCase, KeptDispatchList, OutboxEntry, StoredPhoto } from './db.ts'
import { setOutboxHint } from './hint.ts'
import { forgetDuty } from './kept-duty.ts'
import type { DispatchListKind } from './dispatch-lists.ts'
import type { SnapshotOf } from './cases.ts'
import { createDraftSaver as draftSaver, type DraftSaver } from './drafts.ts'
import { type RefreshOutcome, userIdOf } from './shared-tokens.ts'
import type { SendOutcome } from './submit.ts'
import type { PostOutcome } from './posts.ts'
import { type LostFoundPostBody, type RescueReport, type OutboxSession, VISITOR_USER_ID } from './types.ts'

/** The page's offline store (store.ts), loaded and opened on first use. */
export const openStore = () => import('./store.ts')

/**
 * Starts the app's side of the outbox once someone has a session (app-sync.ts): token mirroring,
 * automatic sync, sign-out when a sync finds the session over.
 */
export async function connectOutbox(options: {
  session: OutboxSession
  tokens: PageTokenStore
  atStart: boolean
}): Promise<void> {
  const { connectOutbox } = await import('./app-sync.ts')
  return connectOutbox(options)
}

/** Renews the session through the token store shared with the service worker (one refresh at a time). */
export async function renewSharedSession(usedToken: string): Promise<RefreshOutcome> {
  const { sharedTokens } = await openStore()
  return sharedTokens.refresh(usedToken)
}

/** Puts a new report in the outbox, or a fixed one back in the queue; answers its id. */
export async function queueReport(input: {
  entryId?: string
  reportId?: string
  /** The account's id, or VISITOR_USER_ID signed out (the report then waits for an account). */
  userId: number
  claim?: ClaimCode | null
  report: RescueReport
  photos: StoredPhoto[]
}): Promise<string> {
  const store = await openStore()
  const id = await store.queueReport(store.db, input)
  // Signed out, the header's badge reads the store only when the hint says something waits.
  setOutboxHint(1)
  return id
}

/** Sends the outbox now and answers what became of `entryId` (submit.ts). */
export async function sendAndWatch(entryId: string): Promise<SendOutcome> {
  const store = await openStore()
  return store.sendAndWatch(store.db, store.engine, entryId, { onQueued: () => store.autoSync.changed() })
}

/** Puts a lost or found post in the outbox (posts.ts); `id` is its draft's, so a repeat is not queued twice. */
export async function queuePost(input: {
  id: string
  userId: number
  post: LostFoundPostBody
  photos: StoredPhoto[]
}): Promise<string> {
  const store = await openStore()
  return store.queuePost(store.db, input)
}

/** Sends the outbox now and answers what became of the post `id` (posts.ts). */
export async function sendPostAndWatch(id: string): Promise<PostOutcome> {
  const store = await openStore()
  return store.sendPostAndWatch(store.db, store.engine, id, { onQueued: () => store.autoSync.changed() })
}

/** "Send now": the entry (or every entry) is due at once, and a sync runs. */
export async function sendNow(entryId?: string): Promise<void> {
  const store = await openStore()
  await store.retryNow(store.db, entryId)
  await store.engine.sync(true)
  store.autoSync.changed()
}

/**
 * Copies a sign-in made on this page to the store the sync engine reads, before a report is
 * sent with it (the automatic copy runs on its own time).
 */
export async function shareSignIn(): Promise<void> {
  const { mirrorTokens } = await openStore()
  await mirrorTokens()
}

/** Photos shared to the app (sw-share.ts) waiting for the report form; empty when none. */
export async function sharedPhotos(id: string): Promise<StoredPhoto[]> {
  const { db } = await openStore()
  return (await db.shares.get(id))?.photos ?? []
}

/** The shared photos are in the form's draft: their copy goes. */
export async function forgetShare(id: string): Promise<void> {
  const { db } = await openStore()
  await db.shares.delete(id)
}

/** Keeps the report begun (`draft`) aside while a share opens a new one under `key` (drafts.ts). */
export async function putDraftAside(key: string, draft: Draft): Promise<void> {
  const { db, putDraftAside } = await openStore()
  await putDraftAside(db, key, draft)
}

/** The report kept aside for `key`, back as its draft (drafts.ts); none when nothing waits. */
export async function takeDraftBack(key: string): Promise<Draft | undefined> {
  const { db, takeDraftBack } = await openStore()
  return takeDraftBack(db, key)
}

/** Deletes the draft kept under `key` (a visitor's, once an account has taken it over). */
export async function deleteDraft(key: string): Promise<void> {
  const { db } = await openStore()
  await db.drafts.delete(key)
}

/** How many reports filed signed out wait on this phone for an account. */
export async function visitorReportCount(): Promise<number> {
  const { db } = await openStore()
  return db.outbox.where('userId').equals(VISITOR_USER_ID).count()
}

/** Puts the entries parked for a session back in the queue and sends them. */
export async function resumeAfterSignIn(): Promise<void> {
  const { engine } = await openStore()
  await engine.resumeAfterSignIn()
}

/** Deletes a lost or found post the server refused (the person gave up on it). */
export async function discardPost(entryId: string): Promise<void> {
  const { db } = await openStore()
  await db.posts.delete(entryId)
}

export async function discardEntry(entryId: string): Promise<void> {
  const store = await openStore()
  await store.discardEntry(store.db, entryId)
}

export async function outboxEntry(entryId: string): Promise<OutboxEntry | undefined> {
  const { db } = await openStore()
  return db.outbox.get(entryId)
}

export async function loadDraft(key: string): Promise<Draft | undefined> {
  const store = await openStore()
  return store.loadDraft(store.db, key)
}

/** Saves the form as it is filled (drafts.ts); the store opens with the first change. */
export function createDraftSaver(key: string): DraftSaver {
  return draftSaver(
    openStore().then((store) => store.db),
    key,
  )
}

/** Puts an action on a case in the outbox and starts a send; answers the entry's id. */
export async function queueCaseAction(input: {
  userId: number
  caseId: number
  action: RescueAction
  note?: string | null
  declineReason?: string | null
  cantReason?: CantReason | null
  reason?: string | null
  outcome?: { kind: RescueOutcome; place: string | null }
  clinic?: { id: number; name: string }
  clinicRef?: string | null
  animalState?: ClinicAnimalState | null
  photos?: StoredPhoto[]
}): Promise<string> {
  const store = await openStore()
  const entry = await store.enqueueAction(store.db, input)
  void store.requestPersistence()
  store.autoSync.changed(true)
  return entry.id
}

/**
 * What became of an action put in the outbox: 'applied' once the server has it (the entry
 * leaves the outbox), 'refused' when the server said no with a reason (kept as not applied).
 */
export async function watchCaseAction(entryId: string): Promise<'applied' | 'refused'> {
  const store = await openStore()
  return new Promise((resolve) => {
    let done = false
    const subscription = store
      .liveQuery(() => store.db.actions.get(entryId))
      .subscribe({
        next: (entry) => {
          if (done || (entry && entry.state !== 'not_applied')) return
          done = true
          resolve(entry ? 'refused' : 'applied')
          queueMicrotask(() => subscription.unsubscribe())
        },
      })
  })
}

export async function dismissCaseAction(entryId: string): Promise<void> {
  const store = await openStore()
  await store.dismissAction(store.db, entryId)
}

/** Counts sign-outs: a read from the server that began before one keeps nothing after it. */
let forgets = 0
export const fieldCasesEpoch = () => forgets

/**
 * Stores the NGO's open cases on the phone (cases.ts) after a read from the server; `since`
 * (fieldCasesEpoch when the read began) drops them if the account signed out meanwhile.
 */
export async function keepFieldCases(
  userId: number,
  rescues: Rescue[],
  snapshotOf?: SnapshotOf,
  since = forgets,
): Promise<void> {
  const store = await openStore()
  if (since !== forgets) return
  await store.keepCases(store.db, userId, rescues, Date.now(), snapshotOf)
}

export async function keptFieldCases(userId: number): Promise<KeptCase[]> {
  const store = await openStore()
  return store.keptCases(store.db, userId)
}

/** At sign-out: the cases kept for the field, the offers and nearby list, and the duty leave the phone. */
export async function forgetFieldCases(): Promise<void> {
  forgets += 1
  forgetDuty()
  const store = await openStore()
  await store.forgetCases(store.db)
  await store.forgetDispatchLists(store.db)
}

/**
 * Keeps the responder's offers or nearby list (dispatch-lists.ts) after a read from the server;
 * `since` (fieldCasesEpoch when the read began) drops it if the account signed out meanwhile.
 */
export async function keepDispatchList(
  userId: number,
  kind: DispatchListKind,
  data: unknown,
  since = forgets,
): Promise<void> {
  const store = await openStore()
  if (since !== forgets) return
  await store.keepDispatchList(store.db, userId, kind, data)
}

/** The offers or nearby list kept on the phone for this account, with when it was saved. */
export async function keptDispatchList(userId: number, kind: DispatchListKind): Promise<KeptDispatchList | undefined> {
  const store = await openStore()
  return store.keptDispatchList(store.db, userId, kind)
}

/** The case kept on the phone for whoever is signed in now (the shared token's account). */
export async function keptCaseForSession(id: number): Promise<KeptCase | undefined> {
  const store = await openStore()
  const userId = userIdOf((await store.sharedTokens.read()).token)
  return userId === null ? undefined : store.keptCase(store.db, userId, id)
}
