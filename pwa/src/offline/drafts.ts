// The report form's draft (docs/rules.md#offline-reports): saved on every change, restored when the
// form opens again, deleted once the report is safe in the outbox. Writes are coalesced: while one
// runs, only the newest of the changes that arrive meanwhile is written after it, so a burst
// of typing costs one or two writes and the last change always lands.
import type { Draft, OfflineDb, StoredPhoto } from './db.ts'

/** The draft of a report begun signed out: the first account signed in on this phone takes it. */
export const VISITOR_DRAFT_KEY = 'rescue-report:visitor'

/** One draft per user for a new report; one per outbox entry being fixed; one for a visitor. */
export function draftKey(userId: number | null, entryId?: string): string {
  if (userId === null) return VISITOR_DRAFT_KEY
  return entryId ? `rescue-edit:${userId}:${entryId}` : `rescue-report:${userId}`
}

export function loadDraft(db: OfflineDb, key: string): Promise<Draft | undefined> {
  return db.drafts.get(key)
}

/**
 * Where reports begun before photos were shared to the app wait (docs/rules.md#offline-reports):
 * a share opens a new report under `key`, and the report begun comes back when that one is
 * filed or started over. Several shares in a row keep each report aside; the newest comes back first.
 */
const asidePrefix = (key: string) => `${key}:aside:`

/** Keeps `draft` aside for `key`; its own key is freed for the new report. */
export async function putDraftAside(
  db: OfflineDb,
  key: string,
  draft: Draft,
  now: () => number = Date.now,
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const aside = `${asidePrefix(key)}${String(now()).padStart(15, '0')}`
    await db.drafts.put({ ...draft, key: (await db.drafts.get(aside)) ? `${aside}-${crypto.randomUUID()}` : aside })
    await db.drafts.delete(draft.key)
  })
}

/** The report kept aside last for `key`, back as `key`'s draft; none when nothing waits or `key` has one. */
export async function takeDraftBack(db: OfflineDb, key: string): Promise<Draft | undefined> {
  return db.transaction('rw', db.drafts, async () => {
    if (await db.drafts.get(key)) return undefined
    const aside = await db.drafts.where('key').startsWith(asidePrefix(key)).last()
    if (!aside) return undefined
    const back = { ...aside, key }
    await db.drafts.put(back)
    await db.drafts.delete(aside.key)
    return back
  })
}

export interface DraftContent {
  /**
   * The outbox id the report will have, fixed with the draft: a report put in the outbox just
   * before the browser was killed (the draft not yet deleted) is not put there a second time.
   */
  reportId?: string
  step: number
  values: Record<string, unknown>
  photos: StoredPhoto[]
}

export interface DraftSaver {
  save(content: DraftContent): void
  /** Resolves when every change handed to save() is written. */
  flush(): Promise<void>
  /** Stops saving and deletes the draft (after the report went into the outbox). */
  discard(): Promise<void>
}

export function createDraftSaver(
  store: OfflineDb | Promise<OfflineDb>,
  key: string,
  now: () => number = Date.now,
): DraftSaver {
  let pending: DraftContent | null = null
  let writing: Promise<void> | null = null
  let discarded = false

  async function drain() {
    while (pending && !discarded) {
      const content = pending
      pending = null
      try {
        await (await store).drafts.put({ key, ...content, updatedAt: now() })
      } catch {
        // A full disk must not break the form; the next change tries again.
      }
    }
    writing = null
  }

  return {
    save(content) {
      if (discarded) return
      pending = content
      writing ??= drain()
    },
    async flush() {
      while (writing) await writing
    },
    async discard() {
      discarded = true
      pending = null
      while (writing) await writing
      await (await store).drafts.delete(key)
    },
  }
}
