// What the rescue services (cases, workflow, photos, field actions, follows) are built from.
import type { Database } from '../../db/database.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import type { Storage } from '../../lib/storage.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Notifier } from '../notifications/notifier.ts'

export interface RescueDeps {
  db: Database
  notifier: Notifier
  storage: Storage
  jobs: JobQueue
  /** The app's one clock (lib/clock.ts): rings, deadlines, closure answers, triage. */
  clock: Clock
}
