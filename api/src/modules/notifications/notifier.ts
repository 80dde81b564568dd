// Telling people about events (DESIGN section 7). notify() runs inside the caller's
// transaction: it stores one notification row per recipient and queues one web push per
// subscribed device of each recipient who has push on, so the change, its notifications and
// its pushes commit or roll back together. The push itself is sent by the job worker.
// Rescues use it now; adoptions call it the same way.
import type { NotificationType } from '@paws/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import { PUSH_QUEUE, type PushJob } from '../push/push.sender.ts'
import { pushPayload } from '../push/push.payload.ts'
import { insertNotifications, pushTargets } from './notifications.repository.ts'

export interface NotificationContent {
  type: NotificationType
  title: string
  message: string
  /** The page to open, e.g. /rescue/12. */
  url: string
}

export interface Notifier {
  /** Stores `content` for each user (duplicates and `except` left out) and queues their pushes. */
  notify(db: Kysely<DB>, userIds: readonly number[], content: NotificationContent, except?: number): Promise<void>
  /** After the transaction commits: lets this process's push worker start at once. */
  flush(): void
}

export function createNotifier(jobs: JobQueue): Notifier {
  return {
    async notify(db, userIds, content, except) {
      const recipients = [...new Set(userIds)].filter((id) => id !== except)
      if (recipients.length === 0) return
      const rows = await insertNotifications(
        db,
        recipients.map((userId) => ({ user_id: userId, ...content })),
      )
      if (!jobs.enabled) return
      const notificationOf = new Map(rows.map((r) => [r.user_id, r.id]))
      const targets = await pushTargets(db, recipients)
      const pushes: PushJob[] = targets.map((t) => ({
        subscriptionId: t.id,
        endpoint: t.endpoint,
        payload: pushPayload({ ...content, notificationId: notificationOf.get(t.user_id)! }),
      }))
      await jobs.enqueue(db, PUSH_QUEUE.name, pushes)
    },
    flush() {
      jobs.wake(PUSH_QUEUE.name)
    },
  }
}
