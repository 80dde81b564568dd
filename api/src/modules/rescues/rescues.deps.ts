// What the rescue services (cases, workflow, photos, field actions, follows) are built from.
import type { Database } from '../../db/database.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import type { Storage } from '../../lib/storage.ts'
import type { Notifier } from '../notifications/notifier.ts'

export interface RescueDeps {
  db: Database
  notifier: Notifier
  storage: Storage
  jobs: JobQueue
  /** The time of the rings' steps and offers and of closure answers; the real clock but in benchmarks and tests. */
  clock?: () => Date
}
