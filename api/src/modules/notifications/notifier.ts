// Telling people about events (DESIGN section 7). notify() runs inside the caller's
// transaction: it stores one notification row per recipient, queues one web push per
// subscribed device of each recipient who has push on and one e-mail per recipient who has
// e-mail on, so the change, its notifications, pushes and mails commit or roll back together.
// The job workers send them.
import type { NotificationType } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import { PUSH_QUEUE, type PushJob } from '../push/push.sender.ts'
import { pushPayload } from '../push/push.payload.ts'
import { MAIL_QUEUE, type MailJob } from './notification-mail.ts'
import { insertNotifications, mailRecipients, pushTargets } from './notifications.repository.ts'

export interface NotificationContent {
  type: NotificationType
  title: string
  message: string
  /** The page to open, e.g. /rescue/12. */
  url: string
}

export interface Notifier {
  /** Stores `content` for each user (duplicates and `except` left out) and queues their pushes. */
  notify(db: Db, userIds: readonly number[], content: NotificationContent, except?: number): Promise<void>
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
      /** The row just stored for a recipient (every recipient has one). */
      const notificationFor = (userId: number) => {
        const id = notificationOf.get(userId)
        if (id === undefined) throw new Error(`no notification stored for user ${userId}`)
        return id
      }
      const targets = await pushTargets(db, recipients)
      const pushes: PushJob[] = targets.map((t) => ({
        subscriptionId: t.id,
        endpoint: t.endpoint,
        payload: pushPayload({ ...content, notificationId: notificationFor(t.user_id) }),
      }))
      await jobs.enqueue(db, PUSH_QUEUE.name, pushes)
      const mails: MailJob[] = (await mailRecipients(db, recipients)).map((userId) => ({
        notificationId: notificationFor(userId),
      }))
      await jobs.enqueue(db, MAIL_QUEUE.name, mails)
    },
    flush() {
      jobs.wake(PUSH_QUEUE.name)
      jobs.wake(MAIL_QUEUE.name)
    },
  }
}
