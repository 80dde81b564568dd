// Telling adopters about a newly listed animal that matches their alerts. Runs in
// the job queue, never in the listing request: the listing queues ALERT_MATCH_QUEUE in its
// transaction. Matching is one indexed query (alerts.repository matchQuery). Per alert:
// - the first match is told at once (push and notification through the notifier);
// - a match within ALERT_GROUP_MINUTES of the last message waits, and all that wait are told
//   together in one message when the window ends (ALERT_DIGEST_QUEUE, held until then);
// - at most ALERT_DAILY_CAP messages per alert per Asia/Kolkata day; matches past the cap
//   are not told.
// The time is the app's clock (lib/clock.ts), so tests control it.
import { ALERT_DAILY_CAP, ALERT_GROUP_MINUTES, browsePathOf } from '@paws/contracts/schemas/alerts'
import type { MessageId } from '@lingui/core'
import type { Database, Trx } from '../../db/database.ts'
import type { JobQueue, QueueSpec } from '../../lib/jobs.ts'
import { localized, type Notifier } from '../notifications/notifier.ts'
import * as repo from './alerts.repository.ts'
import { toAlert } from './alerts.service.ts'
import type { Clock } from '../../lib/clock.ts'
import { defineWorker } from '../../lib/workers.ts'

export const ALERT_MATCH_QUEUE: QueueSpec = {
  name: 'alert-match',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
}
export const ALERT_DIGEST_QUEUE: QueueSpec = {
  name: 'alert-digest',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
}
export interface AlertMatchJob {
  animalId: number
}
export interface AlertDigestJob {
  alertId: number
}

/** The calendar day in Mumbai (Asia/Kolkata, UTC+05:30, no daylight saving) as YYYY-MM-DD. */
export function kolkataDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function createAlertDelivery(deps: { db: Database; notifier: Notifier; jobs: JobQueue; clock: Clock }) {
  const { db, notifier, jobs } = deps
  const now = deps.clock

  /** Messages sent today before this one, or null when today's cap is reached. */
  function todayCount(a: repo.AlertRow, at: Date): number | null {
    const count = a.sent_day === kolkataDay(at) ? a.sent_count : 0
    return count >= ALERT_DAILY_CAP ? null : count
  }

  async function deliver(trx: Trx, alertId: number, animal: repo.MatchAnimal): Promise<void> {
    const a = await repo.lockAlert(trx, alertId)
    if (!a || a.paused) return
    const at = now()
    const count = todayCount(a, at)
    if (count === null) return
    const windowEnd = a.last_sent_at
      ? new Date(new Date(a.last_sent_at).getTime() + ALERT_GROUP_MINUTES * 60_000)
      : null
    if (windowEnd && windowEnd > at) {
      if (a.pending_animal_ids.includes(animal.id)) return
      await repo.setDelivery(trx, a.id, { pending_animal_ids: [...a.pending_animal_ids, animal.id] })
      if (a.pending_animal_ids.length === 0) {
        await jobs.enqueue(trx, ALERT_DIGEST_QUEUE.name, [{ alertId: a.id } satisfies AlertDigestJob], {
          startAfter: windowEnd,
        })
      }
      return
    }
    const city = animal.city_name.trim()
    const match = localized('general', `/animals/${animal.id}`, (t) => {
      const values = {
        alert: a.name,
        name: animal.name,
        // The catalog's words for the kind of animal: "a female dog" in English.
        kind: t._(`notify.alert.kind.${animal.gender === 'unknown' ? 'any' : animal.gender}` as MessageId, {
          species: t._(`notify.alert.species.${animal.species.replace(/ /g, '_')}` as MessageId),
        }),
        city,
      }
      return {
        title: t._('notify.alert.match.title', values),
        message: t._(city ? 'notify.alert.match.messageIn' : 'notify.alert.match.message', values),
      }
    })
    await notifier.notify(trx, [a.user_id], match)
    await repo.setDelivery(trx, a.id, { last_sent_at: at, sent_day: kolkataDay(at), sent_count: count + 1 })
  }

  /** ALERT_MATCH_QUEUE: a newly listed animal against every alert. */
  async function matchNewAnimal(animalId: number): Promise<void> {
    const animal = await repo.animalForMatching(db, animalId)
    if (!animal || animal.deleted_at || animal.status !== 'available') return
    const matches = await repo.matchQuery(db, animal).execute()
    for (const m of matches) await db.transaction().execute((trx) => deliver(trx, m.id, animal))
    notifier.flush()
    jobs.wake(ALERT_DIGEST_QUEUE.name)
  }

  /** ALERT_DIGEST_QUEUE: the matches that waited out the window, in one message. */
  async function sendGrouped(alertId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const a = await repo.lockAlert(trx, alertId)
      if (!a || a.pending_animal_ids.length === 0) return
      await repo.setDelivery(trx, a.id, { pending_animal_ids: [] })
      const at = now()
      const count = todayCount(a, at)
      if (a.paused || count === null) return
      const animals = await repo.stillAvailable(trx, a.pending_animal_ids)
      if (animals.length === 0) return
      const names = animals.map((x) => x.name)
      const only = animals.length === 1 ? animals[0] : undefined
      // Several: the browse page with the alert's filters, where they all are.
      const url = only ? `/animals/${only.id}` : browsePathOf(toAlert(a).filters)
      const grouped = localized('general', url, (t) => {
        const values = {
          alert: a.name,
          count: animals.length,
          name: only ? cap(only.name) : '',
          names: names.join(', '),
        }
        return {
          title: t._(only ? 'notify.alert.match.title' : 'notify.alert.matches.title', values),
          message: t._(only ? 'notify.alert.one.message' : 'notify.alert.matches.message', values),
        }
      })
      await notifier.notify(trx, [a.user_id], grouped)
      await repo.setDelivery(trx, a.id, { last_sent_at: at, sent_day: kolkataDay(at), sent_count: count + 1 })
    })
    notifier.flush()
  }

  /** The alerts' workers: matching a new animal, and the grouped message when its window ends. */
  const workers = [
    defineWorker<AlertMatchJob>(ALERT_MATCH_QUEUE, (job) => matchNewAnimal(job.animalId)),
    defineWorker<AlertDigestJob>(ALERT_DIGEST_QUEUE, (job) => sendGrouped(job.alertId)),
  ]

  return { matchNewAnimal, sendGrouped, workers }
}
