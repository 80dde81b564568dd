// The post form's draft on the phone (docs/rules.md#offline-reports, as the report wizard's):
// values and compressed photos saved on every change, restored when the form opens again, and
// deleted once the post is safe in the outbox. The draft fixes the post's client id, its
// Idempotency-Key: a post put in the outbox before the browser was killed is not put there twice.
import { useEffect, useRef, useState } from 'react'
import { call, createDraftSaver, type DraftSaver, type StoredPhoto } from '../../../offline/index.ts'
import type { PostKind, PostValues } from './post-values.ts'

/** One draft per kind and account; a visitor's is taken over by the account made at Submit. */
export const postDraftKey = (kind: PostKind, userId: number | null) => `lost-found:${kind}:${userId ?? 'visitor'}`

export function usePostDraft(key: string, onRestore: (values: PostValues) => void) {
  const [loaded, setLoaded] = useState(false)
  const [restored, setRestored] = useState(false)
  const [photos, setPhotos] = useState<StoredPhoto[]>([])
  const saver = useRef<DraftSaver | null>(null)
  const id = useRef<string>(crypto.randomUUID())
  const values = useRef<Record<string, unknown>>({})
  const restore = useRef(onRestore)
  restore.current = onRestore

  useEffect(() => {
    let live = true
    saver.current = createDraftSaver(key)
    void call('loadDraft', key)
      .catch(() => undefined)
      .then((draft) => {
        if (!live) return
        if (draft) {
          if (draft.reportId) id.current = draft.reportId
          values.current = draft.values
          setPhotos(draft.photos)
          restore.current(draft.values as unknown as PostValues)
          setRestored(true)
        }
        setLoaded(true)
      })
    return () => {
      live = false
    }
  }, [key])

  function save(next: { values?: PostValues; photos?: StoredPhoto[] }) {
    if (next.values) values.current = next.values as unknown as Record<string, unknown>
    if (next.photos) setPhotos(next.photos)
    saver.current?.save({
      reportId: id.current,
      step: 1,
      values: values.current,
      photos: next.photos ?? photos,
    })
  }

  return {
    loaded,
    restored,
    photos,
    /** The post's client id (its Idempotency-Key). */
    postId: () => id.current,
    save,
    discard: async () => {
      await saver.current?.discard()
    },
    /**
     * The server refused the post (its words are shown): the form is kept again as a draft under
     * a new client id, so the fixed post is a new request, not a repeat of the refused one.
     */
    keepAgain: (current: PostValues) => {
      id.current = crypto.randomUUID()
      saver.current = createDraftSaver(key)
      values.current = current as unknown as Record<string, unknown>
      saver.current.save({ reportId: id.current, step: 1, values: values.current, photos })
    },
  }
}
