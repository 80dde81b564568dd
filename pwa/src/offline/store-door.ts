// The lazy door to the page's offline store: everything a page asks of the outbox, the
// drafts and the kept cases goes through `call(name, ...args)`, one of the store's `handlers`
// (store.ts) by name, its arguments and answer typed from the handler itself. The store (Dexie,
// the outbox, the sync engine) is loaded and opened by the first call, so importing this file
// costs the first load only these few lines.
import type { PageTokenStore } from '../http/tokens.ts'
import { createDraftSaver as draftSaver, type DraftSaver } from './drafts.ts'
import { forgetDuty } from './kept-duty.ts'
import { countSignOut } from './sign-outs.ts'
import type { OutboxSession } from './types.ts'

/** The page's offline store (store.ts), loaded and opened on first use. */
export const openStore = () => import('./store.ts')

type Handlers = Awaited<ReturnType<typeof openStore>>['handlers']

/** Asks the store for one of its handlers (store.ts), opening the store on first use. */
export async function call<K extends keyof Handlers>(
  name: K,
  ...args: Parameters<Handlers[K]>
): Promise<Awaited<ReturnType<Handlers[K]>>> {
  const { handlers } = await openStore()
  const handler = handlers[name] as (...given: Parameters<Handlers[K]>) => Promise<Awaited<ReturnType<Handlers[K]>>>
  return handler(...args)
}

/**
 * Starts the app's side of the outbox once someone has a session (app-sync.ts): token mirroring,
 * automatic sync, sign-out when a sync finds the session over.
 */
export async function connectOutbox(options: {
  session: OutboxSession
  tokens: PageTokenStore
  atStart: boolean
}): Promise<void> {
  const { connectOutbox } = await import('./app-sync.ts')
  return connectOutbox(options)
}

/** Saves the form as it is filled (drafts.ts); the store opens with the first change. */
export function createDraftSaver(key: string): DraftSaver {
  return draftSaver(
    openStore().then((store) => store.db),
    key,
  )
}

/**
 * At sign-out: a read begun before it keeps nothing (sign-outs.ts), and the cases kept for the
 * field, the offers and nearby list, and the duty leave the phone.
 */
export async function forgetFieldCases(): Promise<void> {
  countSignOut()
  forgetDuty()
  await call('forgetKeptCases')
}
