import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineDb } from './db.ts'
import { queueReport } from './submit.ts'
import type { RescueReport } from './types.ts'

let db: OfflineDb
beforeEach(() => {
  db = new OfflineDb(`submit-${crypto.randomUUID()}`)
})
afterEach(() => db.delete())

const report = { description: 'Dog with a hurt paw' } as RescueReport

describe('queueReport', () => {
  it("puts a report with its draft's id in the outbox once, even when submitted again", async () => {
    const reportId = crypto.randomUUID()
    expect(await queueReport(db, { reportId, userId: 3, report, photos: [] })).toBe(reportId)
    // The browser was killed before the draft was deleted: the same draft is submitted again.
    expect(await queueReport(db, { reportId, userId: 3, report, photos: [] })).toBe(reportId)
    expect(await db.outbox.count()).toBe(1)
  })

  it('does not queue again a report already sent', async () => {
    const reportId = crypto.randomUUID()
    await db.sent.put({ id: reportId, userId: 3, serverId: 9, sentAt: 1, createdAt: 1, photoCount: 0, report })
    expect(await queueReport(db, { reportId, userId: 3, report, photos: [] })).toBe(reportId)
    expect(await db.outbox.count()).toBe(0)
  })
})
