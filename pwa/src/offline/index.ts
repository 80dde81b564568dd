// The offline module's front door for the page: main.tsx, the session, the per-domain queries
// (api/), shared components and features import from here and nowhere else in offline/. The
// service worker has its own door (sw-entry.ts).
//
// Nothing exported here loads Dexie or opens IndexedDB when imported: the calls and hooks go
// through the lazy door (store-door.ts: `call('queueReport', ...)`), which opens the store on first use, so the first load
// stays small and a signed-out visit with no reports waiting never opens the store (the hint in
// localStorage tells).
export type { ActionEntry, OutboxEntry, OutboxNote, StoredPhoto } from './db.ts'
export { VISITOR_USER_ID } from './types.ts'
export type { DraftSaver } from './drafts.ts'
export type { SendOutcome } from './submit.ts'
export type { PostOutcome } from './posts.ts'

export { call, connectOutbox, createDraftSaver, forgetFieldCases } from './store-door.ts'
export { fieldCasesEpoch } from './sign-outs.ts'
export { clearSignedInCaches } from './cache-policy.ts'
export { draftKey, VISITOR_DRAFT_KEY } from './drafts.ts'
export { useOutboxHint } from './hint.ts'
export { statusWithPending } from './field-actions.ts'
export type { SnapshotOf } from './cases.ts'
export { keptAt, markKept } from './kept-marks.ts'
export { keepDuty, keptDuty } from './kept-duty.ts'
export {
  useCaseActions,
  useOutbox,
  useOutboxCount,
  useSendProgress,
  useSent,
  useWaitingCount,
  useWaitingPosts,
} from './live.ts'
export { toStoredPhotos } from './photos.ts'
export { OutboxStorageError } from './storage-error.ts'
