// The app's side of the outbox, started once from main.tsx (loaded on demand):
// - keeps the service worker's copy of the tokens in step with the page's;
// - after a sign-in (the page stores new tokens only then), puts entries parked for the
//   session back in the queue and sends them;
// - runs the automatic sync (start, online, focus, visibility, retry timer) while someone is
//   signed in, and stops it when they sign out;
// - when a sync finds the session over (the refresh was refused), signs the page out too, so
//   the user is asked to sign in; the reports stay on the phone.
import type { TokenStore as PageTokens } from '../api/tokens.ts'
import { notify } from '../lib/toast.ts'
import type { Session } from '../session/session.ts'
import { engine, mirrorTokens, reconcileTokens } from './shared.ts'
import type { SyncResult } from './sync.ts'
import { startAutoSync } from './triggers.ts'

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again to send the reports waiting on this phone.'

export async function connectOutbox({
  session,
  tokens,
  atStart,
}: {
  session: Session
  tokens: PageTokens
  /** Tokens were there when the app started (IndexedDB wins), or a sign-in just stored them. */
  atStart: boolean
}): Promise<void> {
  if (atStart) await reconcileTokens()
  else {
    await mirrorTokens()
    void engine.resumeAfterSignIn().catch(() => undefined)
  }
  let mirrored: Promise<void> = Promise.resolve()
  tokens.subscribe(() => {
    mirrored = mirrored.then(mirrorTokens, mirrorTokens)
    if (tokens.access()) void mirrored.then(() => engine.resumeAfterSignIn()).catch(() => undefined)
  })

  const onResult = (result: SyncResult) => {
    if (result.needsSignIn && !tokens.access() && session.getState().user) {
      notify(SESSION_ENDED_TEXT, 'error', 10_000)
      void session.logout()
    }
  }

  let stop: (() => void) | null = null
  const apply = () => {
    const { status, user } = session.getState()
    if (status !== 'ready') return
    if (user && !stop) stop = startAutoSync(engine, onResult)
    else if (!user && stop) {
      stop()
      stop = null
    }
  }
  session.subscribe(apply)
  apply()
}
