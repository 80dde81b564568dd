// What the sync engine wrote on a report or update waiting on the phone, in the reader's
// language. The engine (also in the service worker, which has no catalogs) stores the ids of
// its own words (outbox.error.*, "The server is busy (503)."); they are read here through the catalogs. A server's refusal is kept as
// the server wrote it (the API answers in the phone's language).
import { t, tText } from '../i18n/index.ts'

export function outboxErrorText(error: string): string {
  const busy = /^The server is busy \((\d+)\)\.$/.exec(error)
  if (busy) return t('outbox.busy', { status: busy[1] })
  const refused = /^The server refused this (report|update) \((\d+)\)\.$/.exec(error)
  if (refused) {
    return refused[1] === 'report'
      ? t('outbox.refusedReport', { status: refused[2] })
      : t('outbox.refusedUpdate', { status: refused[2] })
  }
  return tText(error)
}
