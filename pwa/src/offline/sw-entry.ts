// The offline module's door for the service worker (sw.ts): the outbox's Background Sync and
// the policy of what its API cache may keep.
export { API_ANIMALS_CACHE, isPublicAnimalRead, UPLOADS_CACHE } from './cache-policy.ts'
export { handleBackgroundSync } from './sw-sync.ts'
export { acceptFromNotification, answerFromNotification, caseNotice, keepOffers } from './sw-push.ts'
export { caseSnapshotFor } from './sw-snapshot.ts'
export { handleShareTarget } from './sw-share.ts'
