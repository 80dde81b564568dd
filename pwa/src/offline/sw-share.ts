// Share to report: the web app manifest's share_target posts the photos another app shares
// (WhatsApp, the gallery) to SHARE_TARGET_PATH as multipart form data. The service worker
// answers it itself, with or without a signal: it keeps the images (at most
// MAX_IMAGES, image types only) in IndexedDB and sends the browser to the report form,
// which opens a new report with them, after the picker's rule: types the server takes,
// compressed, then the size limit, each one left out named to the person
// (features/rescue/form/shared-photos.ts). Nothing reaches the server.
import { MAX_IMAGES } from '@paws/contracts'
import { offlineDb, type StoredPhoto } from './db.ts'

export const SHARE_TARGET_PATH = '/rescue/share'
/** The form field the manifest names for the shared files. */
export const SHARE_FILES_FIELD = 'photos'

async function stored(file: File): Promise<StoredPhoto> {
  return {
    id: crypto.randomUUID(),
    name: file.name || 'photo.jpg',
    type: file.type,
    size: file.size,
    data: await file.arrayBuffer(),
    uploaded: false,
  }
}

export function handleShareTarget(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url)
    if (event.request.method !== 'POST' || url.origin !== scope.location.origin || url.pathname !== SHARE_TARGET_PATH)
      return
    event.respondWith(
      (async () => {
        const id = crypto.randomUUID()
        try {
          const form = await event.request.formData()
          const files = form
            .getAll(SHARE_FILES_FIELD)
            .filter((f): f is File => f instanceof File && f.type.startsWith('image/'))
            .slice(0, MAX_IMAGES)
          await offlineDb().shares.put({ id, createdAt: Date.now(), photos: await Promise.all(files.map(stored)) })
          return Response.redirect(`/rescue/form?shared=${id}`, 303)
        } catch {
          // Unreadable or storage full: the form opens without the photos (they can be picked there).
          return Response.redirect('/rescue/form', 303)
        }
      })(),
    )
  })
}
