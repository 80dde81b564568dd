// Telling people about events (docs/rules.md#notifications). notify() runs inside the caller's
// transaction: it stores one notification row per recipient, queues one web push per
// subscribed device of each recipient who has push on and one e-mail per recipient who has
// e-mail on, so the change, its notifications, pushes and mails commit or roll back together.
// The job workers send them.
import type { I18n } from '@lingui/core'
import type { NotificationType } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { JobQueue } from '../../lib/jobs.ts'
import { PUSH_QUEUE, type PushJob } from '../push/push.sender.ts'
import { type PushActions, pushPayload } from '../push/push.payload.ts'
import { MAIL_QUEUE, type MailJob } from './notification-mail.ts'
import { recordWords } from './notification-words.ts'
import { i18nFor } from '../../lib/i18n.ts'
import { insertNotifications, mailRecipients, pushTargets, userLocales } from './notifications.repository.ts'

export interface NotificationContent {
  type: NotificationType
  title: string
  message: string
  /** The page to open, e.g. /rescue/12. */
  url: string
  /** A push's buttons (Accept, View; Can't on an offer; Yes and Still there on a closure) in the recipient's language. */
  actions?: PushActions
  push?: PushOptions
}

/** How a notification's push travels, when not as every other. */
export interface PushOptions {
  urgency: 'high' | 'normal'
  ttlSeconds: number
  /** Replaces the earlier notification with this tag on the phone. */
  tag?: string
  /** The case this push offers: Accept and Can't. */
  offerCaseId?: number
  /** The completed case this push asks about: "Was the animal helped?" (docs/rules.md#closure). */
  closureCaseId?: number
  /** A quiet notice (no ring): the push is silent and no e-mail is sent. */
  quiet?: boolean
}

/**
 * A notification written in each recipient's language: `render` is called with the
 * recipient's catalog, and the row, its push and its e-mail carry what it wrote.
 */
export interface LocalizedContent {
  type: NotificationType
  url: string
  render(t: I18n): { title: string; message: string }
  push?: PushOptions
}

export function localized(
  type: NotificationType,
  url: string,
  render: LocalizedContent['render'],
  push?: PushOptions,
): LocalizedContent {
  return { type, url, render, ...(push ? { push } : {}) }
}

export interface Notifier {
  /** Stores `content` for each user (duplicates and `except` left out) and queues their pushes. */
  notify(
    db: Db,
    userIds: readonly number[],
    content: NotificationContent | LocalizedContent,
    except?: number,
  ): Promise<void>
  /** After the transaction commits: lets this process's push worker start at once. */
  flush(): void
}

/** What each recipient reads now: the content as is, or rendered in the recipient's language. */
async function inLanguages(
  db: Db,
  userIds: number[],
  content: NotificationContent | LocalizedContent,
): Promise<Map<number, NotificationContent>> {
  if (!('render' in content)) return new Map(userIds.map((id) => [id, content]))
  const { type, url, push } = content
  const byLocale = new Map<string, NotificationContent>()
  const written = new Map<number, NotificationContent>()
  for (const { id, locale } of await userLocales(db, userIds)) {
    let text = byLocale.get(locale ?? 'en')
    if (!text) {
      const t = i18nFor(locale)
      const actions = { accept: t._('push.accept'), view: t._('push.view') }
      const extra =
        push?.offerCaseId !== undefined
          ? { cant: t._('push.cant') }
          : push?.closureCaseId !== undefined
            ? { helped: t._('push.helped'), stillThere: t._('push.stillThere') }
            : {}
      text = {
        type,
        url,
        ...content.render(t),
        actions: { ...actions, ...extra },
        ...(push ? { push } : {}),
      }
      byLocale.set(locale ?? 'en', text)
    }
    written.set(id, text)
  }
  return written
}

export function createNotifier(jobs: JobQueue): Notifier {
  return {
    async notify(db, userIds, content, except) {
      const asked = [...new Set(userIds)].filter((id) => id !== except)
      if (asked.length === 0) return
      const written = await inLanguages(db, asked, content)
      const recipients = asked.filter((id) => written.has(id))
      const textOf = (userId: number) => written.get(userId) as NotificationContent
      // The ids and values too, so the list reads in the language of the moment it is read.
      const words = 'render' in content ? recordWords(content.render) : null
      const kept = words
        ? { title_words: JSON.stringify(words.title), message_words: JSON.stringify(words.message) }
        : {}
      const rows = await insertNotifications(
        db,
        recipients.map((userId) => {
          const { type, title, message, url } = textOf(userId)
          return { user_id: userId, type, title, message, url, ...kept }
        }),
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
      const pushes: PushJob[] = targets.map((t) => {
        const text = textOf(t.user_id)
        return {
          subscriptionId: t.id,
          endpoint: t.endpoint,
          payload: pushPayload({
            ...text,
            notificationId: notificationFor(t.user_id),
            tag: text.push?.tag,
            offerCaseId: text.push?.offerCaseId,
            closureCaseId: text.push?.closureCaseId,
            silent: text.push?.quiet,
          }),
          ...(text.push ? { urgency: text.push.urgency, ttlSeconds: text.push.ttlSeconds } : {}),
        }
      })
      await jobs.enqueue(db, PUSH_QUEUE.name, pushes)
      if (content.push?.quiet) return
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
