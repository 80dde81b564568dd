// The report as POST /rescues takes it: every field the wizard collects (contracts schema).
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'

export type RescueReport = RescueCreateBody

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
