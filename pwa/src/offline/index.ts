// The offline module's front door for the page: main.tsx, the API client, shared components
// and features import from here and nowhere else in offline/. The service worker has its own
// door (sw-entry.ts).
//
// Nothing exported here loads Dexie or opens IndexedDB when imported: hooks and actions open
// the store on first use (open-store.ts), so the first load stays small and a signed-out visit
// with no reports waiting never opens the store (the hint in localStorage tells).
export type {
  ActionEntry,
  ActionState,
  Draft,
  KeptCase,
  KeptDispatchList,
  OutboxEntry,
  OutboxState,
  SentEntry,
  StoredPhoto,
} from './db.ts'
export type { DraftSaver } from './drafts.ts'
export type { DispatchListKind } from './dispatch-lists.ts'
export type { SendProgress } from './progress.ts'
export type { SendOutcome } from './submit.ts'
export type { RescueReport } from './types.ts'

export {
  connectOutbox,
  createDraftSaver,
  discardEntry,
  dismissCaseAction,
  fieldCasesEpoch,
  forgetFieldCases,
  keepDispatchList,
  keepFieldCases,
  keptDispatchList,
  keptCaseForSession,
  keptFieldCase,
  keptFieldCases,
  queueCaseAction,
  loadDraft,
  outboxEntry,
  queueReport,
  renewSharedSession,
  resumeAfterSignIn,
  sendAndWatch,
  sendNow,
  watchCaseAction,
} from './actions.ts'
export { clearSignedInCaches } from './cache-policy.ts'
export { draftKey } from './drafts.ts'
export { outboxMayHaveEntries } from './hint.ts'
export { statusWithPending } from './case-actions.ts'
export { FIELD_STATUSES, type SnapshotOf } from './cases.ts'
export { keptAt, markKept } from './kept-marks.ts'
export { useCaseActions, useKeptCases, useOutbox, useSendProgress, useSent, useWaitingCount } from './live.ts'
export { OutboxStorageError, toStoredPhotos } from './outbox.ts'
