// Sending one report (sync.ts): the report first, with `Idempotency-Key: <entry id>`, so a
// repeat after a lost answer returns the same case (a report revised after the case exists
// goes as PUT instead); then each photo in its own request with its client photo id, so a
// repeat is not stored twice. The entry leaves the outbox only when the server has the case
// and every photo; progress (case id, uploaded photos) is saved after each step.
import type { OfflineDb, OutboxEntry } from './db.ts'
import { type Call, type Outcome, photoForm } from './sync-call.ts'

export const PHOTO_UPLOADS_IN_FLIGHT = 2

export function createReportSender(options: {
  db: OfflineDb
  call: Call
  apiBase: string
  now: () => number
  onProgress?: (entryId: string, done: number, total: number) => void
}) {
  const { db, call, apiBase, now } = options

  async function markPhotoUploaded(entryId: string, photoId: string) {
    await db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(entryId)
      if (!entry) return
      await db.outbox.update(entryId, {
        photos: entry.photos.map((p) => (p.id === photoId ? { ...p, uploaded: true } : p)),
      })
    })
  }

  /** Sends one entry; answers how it ended. */
  return async function sendReport(entry: OutboxEntry): Promise<Outcome> {
    if (!(await db.outbox.update(entry.id, { state: 'sending', updatedAt: now() }))) return { kind: 'gone' }
    let serverId = entry.serverId
    if (serverId === null && entry.claim) {
      // Filed signed out: its SMS may have filed the case under the claim code. Claiming the code
      // makes that case this account's, so the report below is that case, not a second one
      // (docs/sms-reports.md#signed-out). A refusal (the code not this account's to take) leaves
      // the report to go as any other.
      const claim = entry.claim
      const claimed = await call(`${apiBase}/sms/claim-codes/claim`, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(claim),
      }))
      if (claimed.kind === 'retry' || claimed.kind === 'signin') return claimed
      await db.outbox.update(entry.id, { claim: null })
    }
    if (serverId === null) {
      const created = await call(`${apiBase}/rescues`, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
        body: JSON.stringify(entry.report),
      }))
      if (created.kind !== 'ok') return created
      if (typeof created.body.id !== 'number') return { kind: 'retry', message: { key: 'outbox.error.noCaseNumber' } }
      serverId = created.body.id
      await db.outbox.update(entry.id, { serverId })
    } else if (entry.revised) {
      // Edited after the server had the case: the server's copy is brought up to date first.
      const edited = await call(`${apiBase}/rescues/${serverId}`, () => ({
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry.report),
      }))
      if (edited.kind !== 'ok') return edited
      await db.outbox.update(entry.id, { revised: false })
    }
    // The case exists on the server from here on (the closures below lose the narrowing).
    const caseId: number = serverId
    const total = entry.photos.length
    let done = entry.photos.filter((p) => p.uploaded).length
    options.onProgress?.(entry.id, done, total)
    // Two uploads in flight: while the server stores one photo and its answer travels back,
    // the next one is already using the uplink. Each is still its own request.
    const queue = entry.photos.filter((p) => !p.uploaded)
    let failure: Outcome | null = null
    const worker = async () => {
      for (let photo = queue.shift(); photo && !failure; photo = queue.shift()) {
        const sending = photo
        const uploaded = await call(`${apiBase}/rescues/${caseId}/images`, () => ({
          method: 'POST',
          body: photoForm(sending),
        }))
        if (uploaded.kind !== 'ok') {
          failure ??= uploaded
          return
        }
        await markPhotoUploaded(entry.id, photo.id)
        done += 1
        options.onProgress?.(entry.id, done, total)
      }
    }
    await Promise.all(Array.from({ length: PHOTO_UPLOADS_IN_FLIGHT }, worker))
    if (failure) return failure
    await db.transaction('rw', db.outbox, db.sent, async () => {
      await db.outbox.delete(entry.id)
      await db.sent.put({
        id: entry.id,
        userId: entry.userId,
        serverId: caseId,
        sentAt: now(),
        createdAt: entry.createdAt,
        photoCount: total,
        report: entry.report,
      })
    })
    return { kind: 'ok', body: { id: caseId } }
  }
}
