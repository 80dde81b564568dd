// What the sync engine wrote on a report or update waiting on the phone, in the reader's
// language: the engine stores a catalog key with its values (offline/db.ts, OutboxNote), since
// it also runs in the service worker, which has no catalogs.
import type { OutboxNote } from '../offline/db.ts'
import { t } from '../i18n/index.ts'

export function outboxErrorText(note: OutboxNote): string {
  return t(note.key, note.values)
}
