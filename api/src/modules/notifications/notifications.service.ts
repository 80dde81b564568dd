import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@paws/contracts/schemas/notifications'
import type { Database } from '../../db/database.ts'
import type { NotificationRow } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { i18nFor } from '../../lib/i18n.ts'
import { wordsIn } from './notification-words.ts'
import * as repo from './notifications.repository.ts'

/**
 * A notification in the reader's language of the moment: by its stored ids and values, else
 * (a row written before they were kept) as its text was written.
 */
function toNotification(row: NotificationRow, locale: string | null): Notification {
  const t = i18nFor(locale)
  return {
    id: row.id,
    type: row.type,
    title: row.title_words ? wordsIn(t, row.title_words) : row.title,
    message: row.message_words ? wordsIn(t, row.message_words) : row.message,
    url: row.url,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export function createNotificationsService(deps: { db: Database }) {
  const { db } = deps

  async function preferences(userId: number): Promise<NotificationPreferences> {
    return (await repo.findPreferences(db, userId)) ?? { ...DEFAULT_NOTIFICATION_PREFERENCES }
  }

  return {
    async list(userId: number, locale: string | null, query: NotificationListQuery): Promise<NotificationList> {
      const page = query.page ?? 1
      const limit = query.limit ?? 20
      const { rows, total } = await repo.listNotifications(db, userId, query.filter ?? 'all', page, limit)
      return {
        notifications: rows.map((row) => toNotification(row, locale)),
        meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
        unreadCount: await repo.unreadCount(db, userId),
      }
    },

    async markRead(userId: number, locale: string | null, id: number): Promise<Notification> {
      const row = await repo.markRead(db, userId, id)
      if (!row) throw new NotFound('error.notification.notFound')
      return toNotification(row, locale)
    },

    async markAllRead(userId: number) {
      const updated = await repo.markAllRead(db, userId)
      return { updated, unreadCount: await repo.unreadCount(db, userId) }
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteNotification(db, userId, id))) throw new NotFound('error.notification.notFound')
    },

    preferences,

    async savePreferences(userId: number, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
      const next = { ...(await preferences(userId)), ...body }
      await repo.savePreferences(db, userId, next)
      return next
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
