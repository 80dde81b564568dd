// The app's side of the outbox, started once from main.tsx (loaded on demand):
// - keeps the service worker's copy of the tokens in step with the page's;
// - after a sign-in (the page stores new tokens only then), puts entries parked for the
//   session back in the queue and sends them;
// - runs the automatic sync (start, online, focus, visibility, retry timer) while someone is
//   signed in, and stops it when they sign out;
// - when a sync finds the session over (the refresh was refused), signs the page out quietly
//   too (session.end), so the user is asked to sign in; the reports stay on the phone;
// - forgets "sent" records after 30 days (the server keeps the cases).
import type { PageTokenStore } from '../http/tokens.ts'
import { notify } from '../lib/toast.ts'
import { autoSync, db, engine, mirrorTokens, reconcileTokens, sharedTokens } from './store.ts'
import type { SyncResult } from './sync.ts'
import type { OutboxSession } from './types.ts'
import { t } from '../i18n/index.ts'

/** How long the "Sent from this phone" list keeps an entry. */
const SENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000

export async function connectOutbox({
  session,
  tokens,
  atStart,
}: {
  session: OutboxSession
  tokens: PageTokenStore
  /** Tokens were there when the app started (IndexedDB wins), or a sign-in just stored them. */
  atStart: boolean
}): Promise<void> {
  if (atStart) await reconcileTokens()
  else {
    await mirrorTokens()
    void engine.resumeAfterSignIn().catch(() => undefined)
  }
  for (const table of [db.sent, db.postsSent] as const) {
    void (table as typeof db.sent)
      .where('sentAt')
      .below(Date.now() - SENT_KEPT_MS)
      .delete()
      .catch(() => undefined)
  }
  let mirrored: Promise<void> = Promise.resolve()
  tokens.subscribe(() => {
    mirrored = mirrored.then(mirrorTokens, mirrorTokens)
    if (tokens.access()) void mirrored.then(() => engine.resumeAfterSignIn()).catch(() => undefined)
  })

  // The shared copy is the one that counts: the service worker may have found the session
  // over and cleared it while this page still holds the old tokens.
  const onResult = async (result: SyncResult) => {
    if (!result.needsSignIn || !session.getState().user) return
    if ((await sharedTokens.read()).token) return
    notify(t('outbox.error.sessionEnded'), 'error', 10_000)
    await session.end()
  }

  let stop: (() => void) | null = null
  const apply = () => {
    const { status, user } = session.getState()
    if (status !== 'ready') return
    if (user && !stop) stop = autoSync.start((result) => void onResult(result))
    else if (!user && stop) {
      stop()
      stop = null
    }
  }
  session.subscribe(apply)
  apply()
}
