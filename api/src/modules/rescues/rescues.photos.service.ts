// Case photos (docs/rules.md#offline-reports and docs/rules.md#photos). Each photo carries a client
// photo id; a photo whose id the case already has is not stored again (unique (rescue_id,
// client_id)), so an outbox re-sending after a lost answer is harmless. The report has 5 slots,
// counting stored ones, for the reporter and admins; a follower's photos count against the
// follower's own small quota (FOLLOWER_MAX_IMAGES per case), never the reporter's slots. Both are
// checked under a row lock so parallel uploads cannot pass a limit together. Photos are
// re-encoded before the transaction (slow work holds no lock); any the transaction does not
// keep are removed from storage again. The SHA-256 of the bytes as received is kept with
// each photo, so a device can check that what it sent arrived intact.
import { MAX_IMAGES, RESCUE_TERMINAL, rescueConflictMessage } from '@paws/contracts'
import type { RescueImages } from '@paws/contracts/schemas/rescues'
import { createHash, randomUUID } from 'node:crypto'
import type { Db, Trx } from '../../db/database.ts'
import { BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { tooManyImages } from '../../lib/uploads.ts'
import { removeImage, storeImage } from '../../lib/images.ts'
import { mergedConflict, relationTo, type Viewer } from './rescues.access.ts'
import * as repo from './rescues.repository.ts'
import type { RescueDeps } from './rescues.deps.ts'

/** Photos one follower may add to a case they follow. */
export const FOLLOWER_MAX_IMAGES = 2

const followerFull = (count: number) => new BusinessRule('error.followerPhotos', { max: FOLLOWER_MAX_IMAGES, count })

export interface IncomingPhoto {
  /** The client photo id; null when the client sent none (then it is never deduplicated). */
  clientId: string | null
  bytes: Buffer
}

function answer(photos: repo.StoredPhoto[]): RescueImages {
  return { urls: photos.map((p) => p.url), photoIds: photos.map((p) => p.client_id) }
}

export function createRescuePhotos(deps: RescueDeps) {
  const { db, storage } = deps

  /**
   * Requester of an open case, or an admin; a follower may add photos to an open case (not
   * remove any). 404 for callers with no part in the case.
   */
  async function checkAccess(viewer: Viewer, id: number, adding = false): Promise<'follower' | 'other'> {
    const row = await repo.findRescue(db, id)
    const relation = row ? await relationTo(db, viewer, row) : null
    if (!row || !relation) throw new NotFound('error.rescue.notFound')
    if (relation === 'follower' && !adding) throw new Forbidden('error.rescue.photosRemoveReporterOnly')
    const actor = relation === 'follower' ? 'requester' : relation
    if (actor === 'ngo') throw new Forbidden('error.rescue.photosChangeReporterOnly')
    if (row.merged_into_id !== null) throw mergedConflict(row.merged_into_id)
    const status = row.status
    if (actor === 'requester' && RESCUE_TERMINAL.includes(status))
      throw new Conflict((t) => rescueConflictMessage(t, status, status))
    return relation === 'follower' ? 'follower' : 'other'
  }

  /** Refuses `adding` more photos from `viewer`: a follower's own quota, else the report's slots. */
  async function assertRoom(trx: Db, viewer: Viewer, id: number, follower: boolean, adding: number) {
    const counts = await repo.photoCounts(trx, id, viewer.id)
    if (follower) {
      if (counts.mine + adding > FOLLOWER_MAX_IMAGES) throw followerFull(counts.mine)
    } else if (counts.report + adding > MAX_IMAGES) throw tooManyImages(counts.report)
  }

  async function lockOpen(trx: Trx, viewer: Viewer, id: number): Promise<void> {
    const status = await repo.lockRescue(trx, id)
    if (!status) throw new NotFound('error.rescue.notFound')
    if (viewer.role !== 'admin' && RESCUE_TERMINAL.includes(status))
      throw new Conflict((t) => rescueConflictMessage(t, status, status))
  }

  async function add(viewer: Viewer, id: number, incoming: IncomingPhoto[]): Promise<RescueImages> {
    const follower = (await checkAccess(viewer, id, true)) === 'follower'
    const stored = (await repo.photosOf(db, [id])).get(id) ?? []
    const known = new Set(stored.map((p) => p.client_id))
    const fresh: { clientId: string; bytes: Buffer; sha256: string }[] = []
    for (const photo of incoming) {
      const clientId = photo.clientId ?? randomUUID()
      if (known.has(clientId)) continue
      known.add(clientId)
      fresh.push({ clientId, bytes: photo.bytes, sha256: createHash('sha256').update(photo.bytes).digest('hex') })
    }
    if (fresh.length === 0) return answer(stored)
    await assertRoom(db, viewer, id, follower, fresh.length)

    const saved: { clientId: string; url: string; sha256: string }[] = []
    let kept = new Set<string>()
    try {
      for (const photo of fresh) {
        const { url } = await storeImage(storage, 'rescues', photo.bytes)
        saved.push({ clientId: photo.clientId, url, sha256: photo.sha256 })
      }
      const result = await db.transaction().execute(async (trx) => {
        await lockOpen(trx, viewer, id)
        const now = (await repo.photosOf(trx, [id])).get(id) ?? []
        const present = new Set(now.map((p) => p.client_id))
        const adding = saved.filter((p) => !present.has(p.clientId))
        await assertRoom(trx, viewer, id, follower, adding.length)
        const inserted = await repo.insertPhotos(trx, id, adding, viewer.id)
        return { inserted, photos: (await repo.photosOf(trx, [id])).get(id) ?? [] }
      })
      kept = new Set(result.inserted)
      return answer(result.photos)
    } finally {
      await Promise.all(saved.filter((p) => !kept.has(p.clientId)).map((p) => removeImage(storage, p.url)))
    }
  }

  async function remove(viewer: Viewer, id: number, index: number): Promise<RescueImages> {
    await checkAccess(viewer, id)
    let url: string | undefined
    const result = await db.transaction().execute(async (trx) => {
      await lockOpen(trx, viewer, id)
      const photos = (await repo.photosOf(trx, [id])).get(id) ?? []
      const photo = photos[index]
      if (!photo) throw new NotFound('error.imageNotFound')
      await repo.deletePhotos(trx, [photo.id])
      url = photo.url
      return photos.filter((p) => p.id !== photo.id)
    })
    if (url) await removeImage(storage, url)
    return answer(result)
  }

  return { checkAccess, add, remove }
}

export type RescuePhotos = ReturnType<typeof createRescuePhotos>
