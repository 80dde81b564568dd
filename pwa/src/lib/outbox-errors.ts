// What the sync engine wrote on a report or update waiting on the phone, in the reader's
// language: the engine stores a catalog key with its values (offline/db.ts, OutboxNote), since
// it also runs in the service worker, which has no catalogs.
import type { OutboxNote } from '../offline/db.ts'
import { OutboxStorageError } from '../offline/storage-error.ts'
import { describeError } from '../http/errors.ts'
import { type MessageId, t } from '../i18n/index.ts'

export function outboxErrorText(note: OutboxNote): string {
  return t(note.key, note.values)
}

/**
 * Why an action could not be put in the outbox, in the reader's language: the outbox's own words
 * (its key: no room left on the phone), the server's words for an API error, else `fallback`.
 */
export function notQueuedText(error: unknown, fallback: MessageId): string {
  if (error instanceof OutboxStorageError) return t(error.key)
  return describeError(error, t(fallback))
}
