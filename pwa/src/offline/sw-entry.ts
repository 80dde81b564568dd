// The offline module's door for the service worker (sw.ts): the outbox's Background Sync.
export { handleBackgroundSync } from './sw-sync.ts'
