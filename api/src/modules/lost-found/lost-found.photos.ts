// A post's photos, as a rescue report's (docs/rules.md#photos): each with its client photo id,
// so the outbox may send one again harmlessly (unique (post_id, client_id)); at most
// LOST_FOUND_LIMITS.photos per post, checked under a lock on the post; the type read from the
// bytes (a file that is not an image is a 415 and changes nothing); re-encoded without metadata.
// The photo score's features are computed here, once, from the bytes received, so a match
// request only compares numbers.
import { LOST_FOUND_LIMITS } from '@paws/contracts'
import type { LostFoundImages } from '@paws/contracts/schemas/lost-found'
import { createHash, randomUUID } from 'node:crypto'
import type { Database } from '../../db/database.ts'
import { checkImage, removeImage, storeImage } from '../../lib/images.ts'
import type { Storage } from '../../lib/storage.ts'
import { tooManyImages } from '../../lib/uploads.ts'
import type { IncomingPhoto } from '../rescues/rescues.photos.service.ts'
import type { PhotoScorer } from './lost-found.photo-score.ts'
import * as repo from './lost-found.repository.ts'
import { closedPost, notFound, ownerOnly } from './lost-found.service.ts'

export function createLostFoundPhotos(deps: { db: Database; storage: Storage; scorer: PhotoScorer }) {
  const { db, storage, scorer } = deps

  async function answer(postId: number): Promise<LostFoundImages> {
    const photos = (await repo.photosOf(db, [postId])).get(postId) ?? []
    return { photos: photos.map((p) => ({ clientId: p.client_id, url: p.url })) }
  }

  async function check(userId: number, postId: number): Promise<void> {
    const row = await repo.findPost(db, postId)
    if (!row) throw notFound()
    if (row.user_id !== userId) throw ownerOnly()
    if (row.status !== 'open') throw closedPost()
  }

  async function add(userId: number, postId: number, incoming: IncomingPhoto[]): Promise<LostFoundImages> {
    await check(userId, postId)
    const stored = (await repo.photosOf(db, [postId])).get(postId) ?? []
    const known = new Set(stored.map((p) => p.client_id))
    const fresh = incoming
      .map((p) => ({ clientId: p.clientId ?? randomUUID(), bytes: p.bytes }))
      .filter((p) => !known.has(p.clientId) && known.add(p.clientId))
    if (fresh.length === 0) return answer(postId)
    if (stored.length + fresh.length > LOST_FOUND_LIMITS.photos) throw tooManyImages(stored.length)
    for (const photo of fresh) await checkImage(photo.bytes)

    const saved: { clientId: string; url: string; sha256: string; features: unknown }[] = []
    let kept = new Set<string>()
    try {
      for (const photo of fresh) {
        // Stored first: storing decodes the photo strictly and refuses a broken one clearly.
        const { url } = await storeImage(storage, 'lost-found', photo.bytes)
        const features = await scorer.features(photo.bytes)
        saved.push({
          clientId: photo.clientId,
          url,
          sha256: createHash('sha256').update(photo.bytes).digest('hex'),
          features,
        })
      }
      kept = new Set(
        await db.transaction().execute(async (trx) => {
          const row = await repo.lockPost(trx, postId)
          if (!row) throw notFound()
          if (row.status !== 'open') throw closedPost()
          const now = (await repo.photosOf(trx, [postId])).get(postId) ?? []
          const present = new Set(now.map((p) => p.client_id))
          const adding = saved.filter((p) => !present.has(p.clientId))
          if (now.length + adding.length > LOST_FOUND_LIMITS.photos) throw tooManyImages(now.length)
          return repo.insertPhotos(trx, postId, adding)
        }),
      )
      return answer(postId)
    } finally {
      await Promise.all(saved.filter((p) => !kept.has(p.clientId)).map((p) => removeImage(storage, p.url)))
    }
  }

  return { check, add }
}

export type LostFoundPhotos = ReturnType<typeof createLostFoundPhotos>
