// The lost and found module's parts, built once for the app (app.ts), and the daily sweep that
// closes lost posts left open LOST_POST_OPEN_DAYS as still lost: a job that runs, then queues
// itself for the next day (one waiting at a time: its singleton key).
import type { Database } from '../../db/database.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import type { Storage } from '../../lib/storage.ts'
import { defineWorker } from '../../lib/workers.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { createLostFoundNotify } from './lost-found.notify.ts'
import { colourLayoutScorer, type PhotoScorer } from './lost-found.photo-score.ts'
import { createLostFoundPhotos } from './lost-found.photos.ts'
import { createLostFoundRelay } from './lost-found.relay.ts'
import { createLostFoundSearch } from './lost-found.search.ts'
import { createLostFoundService } from './lost-found.service.ts'
import { createLostFoundTags } from './lost-found.tags.ts'
import type { Clock } from '../../lib/clock.ts'

export const LOST_FOUND_SWEEP_QUEUE: QueueSpec = {
  name: 'lost-found-sweep',
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
}
const SWEEP_EVERY_MS = 24 * 3600 * 1000
/** One sweep waits per UTC day (a running one does not stop the next day's from being queued). */
const sweepKey = (at: Date) => `lost-found-sweep-${at.toISOString().slice(0, 10)}`

export function createLostFound(deps: {
  db: Database
  notifier: Notifier
  storage: Storage
  jobs: JobQueue
  publicUrl: string
  clock: Clock
  scorer?: PhotoScorer
}) {
  const { db, jobs } = deps
  const { clock } = deps
  const scorer = deps.scorer ?? colourLayoutScorer
  const notify = createLostFoundNotify({ notifier: deps.notifier, clock })
  const posts = createLostFoundService({ db, notify, scorer, clock })
  const services = {
    posts,
    photos: createLostFoundPhotos({ db, storage: deps.storage, scorer }),
    relay: createLostFoundRelay({ db, notify, clock }),
    tags: createLostFoundTags({ db, notify, posts, publicUrl: deps.publicUrl }),
    search: createLostFoundSearch({ db, notify, posts, clock }),
  }

  const queueAt = (startAfter: Date) =>
    jobs.schedule(db, LOST_FOUND_SWEEP_QUEUE.name, {}, { startAfter, singletonKey: sweepKey(startAfter) })

  /** The sweep's worker: the day's sweep, then the next day's queued. */
  const worker = defineWorker(LOST_FOUND_SWEEP_QUEUE, async () => {
    await posts.sweep()
    await queueAt(new Date(Date.now() + SWEEP_EVERY_MS))
  })

  /** Makes sure one sweep waits, once the workers run: the first within a minute of start. */
  const queueFirstSweep = () => queueAt(new Date(Date.now() + 60_000))

  return { services, worker, queueFirstSweep }
}
