// Sending one lost or found post (sync.ts), as a report is sent (sync-report.ts): the post first,
// with `Idempotency-Key: <entry id>`, so a repeat after a lost answer returns the same post; then
// each photo in its own request with its client photo id, so a repeat is not stored twice. The
// entry leaves the outbox only when the server has the post and every photo.
import type { OfflineDb, PostEntry } from './db.ts'
import { type Call, type Outcome, photoForm } from './sync-call.ts'

export function createPostSender(options: { db: OfflineDb; call: Call; apiBase: string; now: () => number }) {
  const { db, call, apiBase, now } = options

  async function markPhotoUploaded(entryId: string, photoId: string) {
    await db.transaction('rw', db.posts, async () => {
      const entry = await db.posts.get(entryId)
      if (!entry) return
      await db.posts.update(entryId, {
        photos: entry.photos.map((p) => (p.id === photoId ? { ...p, uploaded: true } : p)),
      })
    })
  }

  return async function sendPost(entry: PostEntry): Promise<Outcome> {
    if (!(await db.posts.update(entry.id, { state: 'sending', updatedAt: now() }))) return { kind: 'gone' }
    let serverId = entry.serverId
    if (serverId === null) {
      const created = await call(`${apiBase}/lost-found/posts`, () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
        body: JSON.stringify(entry.post),
      }))
      if (created.kind !== 'ok') return created
      if (typeof created.body.id !== 'number') return { kind: 'retry', message: { key: 'outbox.error.noCaseNumber' } }
      serverId = created.body.id
      await db.posts.update(entry.id, { serverId })
    }
    const postId: number = serverId
    // One photo at a time: a post has few, and each is its own request.
    for (const photo of entry.photos.filter((p) => !p.uploaded)) {
      const uploaded = await call(`${apiBase}/lost-found/posts/${postId}/images`, () => ({
        method: 'POST',
        body: photoForm(photo),
      }))
      if (uploaded.kind !== 'ok') return uploaded
      await markPhotoUploaded(entry.id, photo.id)
    }
    await db.transaction('rw', db.posts, db.postsSent, async () => {
      await db.posts.delete(entry.id)
      await db.postsSent.put({ id: entry.id, userId: entry.userId, serverId: postId, sentAt: now() })
    })
    return { kind: 'ok', body: { id: postId } }
  }
}
