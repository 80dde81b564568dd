import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineDb, type StoredPhoto } from './db.ts'
import { createDraftSaver, draftKey, loadDraft, putDraftAside, takeDraftBack } from './drafts.ts'

let db: OfflineDb
beforeEach(() => {
  db = new OfflineDb(`drafts-${crypto.randomUUID()}`)
})
afterEach(() => db.delete())

const photo: StoredPhoto = {
  id: 'p1',
  name: 'p1.jpg',
  type: 'image/jpeg',
  size: 3,
  data: new Uint8Array([1, 2, 3]).buffer,
  uploaded: false,
}

describe('report drafts', () => {
  it('the last of a burst of changes is what is stored, photos included', async () => {
    const key = draftKey(7)
    const saver = createDraftSaver(db, key)
    for (const text of ['I', 'In', 'Inj', 'Injured'])
      saver.save({ step: 3, values: { description: text }, photos: [photo] })
    await saver.flush()
    const stored = (await loadDraft(db, key))!
    expect(stored).toMatchObject({ key, step: 3, values: { description: 'Injured' } })
    expect(new Uint8Array(stored.photos[0].data)).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('discard deletes the draft and ignores later changes', async () => {
    const key = draftKey(7)
    const saver = createDraftSaver(db, key)
    saver.save({ step: 1, values: { animalType: 'dog' }, photos: [] })
    await saver.discard()
    saver.save({ step: 2, values: { animalType: 'cat' }, photos: [] })
    await saver.flush()
    expect(await loadDraft(db, key)).toBeUndefined()
  })

  it('each user and each entry being fixed has its own draft', () => {
    expect(new Set([draftKey(1), draftKey(2), draftKey(1, 'e1')]).size).toBe(3)
  })

  it('a report begun is kept aside while a share opens a new one, and comes back only once the key is free', async () => {
    const key = draftKey(7)
    const begun = createDraftSaver(db, key)
    begun.save({ reportId: 'r1', step: 2, values: { address: 'Matunga' }, photos: [photo] })
    await begun.flush()
    await putDraftAside(db, key, (await loadDraft(db, key))!)
    expect(await loadDraft(db, key)).toBeUndefined()
    // The new report from the share: while it is there, nothing comes back over it.
    const shared = createDraftSaver(db, key)
    shared.save({ step: 1, values: {}, photos: [] })
    await shared.flush()
    expect(await takeDraftBack(db, key)).toBeUndefined()
    await shared.discard()
    const back = (await takeDraftBack(db, key))!
    expect(back).toMatchObject({ key, reportId: 'r1', step: 2, values: { address: 'Matunga' } })
    expect(await loadDraft(db, key)).toMatchObject({ reportId: 'r1', photos: [{ id: 'p1' }] })
    // Taken back once: nothing is left aside.
    await db.drafts.delete(key)
    expect(await takeDraftBack(db, key)).toBeUndefined()
  })

  it('shares in a row keep each report aside; the newest comes back first', async () => {
    const key = draftKey(7)
    let clock = 1
    await db.drafts.put({ key, step: 3, values: { address: 'begun' }, photos: [], updatedAt: 1 })
    await putDraftAside(db, key, (await loadDraft(db, key))!, () => clock)
    await db.drafts.put({ key, step: 1, values: { address: 'first share' }, photos: [photo], updatedAt: 2 })
    clock = 2
    await putDraftAside(db, key, (await loadDraft(db, key))!, () => clock)
    expect((await takeDraftBack(db, key))?.values).toEqual({ address: 'first share' })
    await db.drafts.delete(key)
    expect((await takeDraftBack(db, key))?.values).toEqual({ address: 'begun' })
    await db.drafts.delete(key)
    expect(await takeDraftBack(db, key)).toBeUndefined()
  })
})
