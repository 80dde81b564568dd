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
import * as repo from './notifications.repository.ts'

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
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
    async list(userId: number, query: NotificationListQuery): Promise<NotificationList> {
      const page = query.page ?? 1
      const limit = query.limit ?? 20
      const { rows, total } = await repo.listNotifications(db, userId, query.filter ?? 'all', page, limit)
      return {
        notifications: rows.map(toNotification),
        meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
        unreadCount: await repo.unreadCount(db, userId),
      }
    },

    async markRead(userId: number, id: number): Promise<Notification> {
      const row = await repo.markRead(db, userId, id)
      if (!row) throw new NotFound('Notification not found')
      return toNotification(row)
    },

    async markAllRead(userId: number) {
      const updated = await repo.markAllRead(db, userId)
      return { updated, unreadCount: await repo.unreadCount(db, userId) }
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteNotification(db, userId, id))) throw new NotFound('Notification not found')
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
