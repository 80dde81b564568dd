// The report as POST /rescues takes it: every field the wizard collects (contracts schema).
import type { LostFoundCreateBody } from '@paws/contracts/schemas/lost-found'
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'

export type RescueReport = RescueCreateBody

/** A lost or found post as POST /lost-found/posts takes it (contracts schema). */
export type LostFoundPostBody = LostFoundCreateBody

/**
 * What the outbox needs of the app's session (session/session.ts satisfies it): whether someone
 * is signed in, a way to end the session when a sync finds it over, and word of changes.
 * Declared here so the offline module does not depend on the session module, which depends on it.
 */
export interface OutboxSession {
  getState(): { status: 'loading' | 'ready'; user: unknown }
  end(): Promise<void>
  subscribe(listener: () => void): () => void
}

/**
 * The `userId` of a report filed signed out (docs/rules.md#offline-reports): it waits for an
 * account, and the first account that may report, signed in on this phone, takes it (sync.ts).
 */
export const VISITOR_USER_ID = 0
