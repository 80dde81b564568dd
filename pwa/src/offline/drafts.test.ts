import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineDb, type StoredPhoto } from './db.ts'
import { createDraftSaver, draftKey, loadDraft } from './drafts.ts'

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
})
