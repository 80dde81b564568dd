// Picked files read into photos the outbox can keep across restarts; apart from the outbox so a
// page that only picks photos does not load the outbox's code (docs/rules.md#start-budget).
import type { StoredPhoto } from './db.ts'

/** Reads picked files into photos the outbox can keep across restarts. */
export async function toStoredPhotos(
  files: readonly Blob[],
  makeId: () => string = () => crypto.randomUUID(),
): Promise<StoredPhoto[]> {
  return Promise.all(
    files.map(async (file) => ({
      id: makeId(),
      name: file instanceof File ? file.name : 'photo.jpg',
      type: file.type || 'image/jpeg',
      size: file.size,
      data: await file.arrayBuffer(),
      uploaded: false,
    })),
  )
}
