import type { FastifyInstance } from 'fastify'
import { errorResponses, IdParams, Message } from '@paws/contracts/schemas/common'
import {
  Notification,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesBody,
  ReadAllResult,
} from '@paws/contracts/schemas/notifications'
import type { Static } from 'typebox'
import { readerLocale } from '../../lib/i18n.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import type { NotificationsService } from './notifications.service.ts'

const tags = ['notifications']
const security = [{ bearerAuth: [] }]

export default async function notificationRoutes(app: FastifyInstance, opts: { notifications: NotificationsService }) {
  const { notifications } = opts
  app.addHook('onRequest', app.authenticate)

  app.get<{ Querystring: Static<typeof NotificationListQuery> }>('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'List your notifications',
      tags,
      security,
      description: "The signed-in user's notifications, newest first; filter all (default), unread or read.",
      querystring: NotificationListQuery,
      response: { 200: NotificationList, ...errorResponses(400, 401) },
    },
    handler: (req) => notifications.list(currentUser(req).id, readerLocale(req), req.query),
  })

  app.put('/read-all', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Mark all your notifications read',
      tags,
      security,
      response: { 200: ReadAllResult, ...errorResponses(401) },
    },
    handler: (req) => notifications.markAllRead(currentUser(req).id),
  })

  app.get('/preferences', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Read your notification preferences',
      tags,
      security,
      response: { 200: NotificationPreferences, ...errorResponses(401) },
    },
    handler: (req) => notifications.preferences(currentUser(req).id),
  })

  app.put<{ Body: Static<typeof NotificationPreferencesBody> }>('/preferences', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Change your notification preferences',
      tags,
      security,
      description: "Changes any of email, push, sms. Push off: no web push is sent to any of the user's devices.",
      body: NotificationPreferencesBody,
      response: { 200: NotificationPreferences, ...errorResponses(400, 401) },
    },
    handler: (req) => notifications.savePreferences(currentUser(req).id, req.body),
  })

  app.put<{ Params: Static<typeof IdParams> }>('/:id/read', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Mark a notification read',
      tags,
      security,
      params: IdParams,
      response: { 200: Notification, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => notifications.markRead(currentUser(req).id, readerLocale(req), req.params.id),
  })

  app.delete<{ Params: Static<typeof IdParams> }>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Delete a notification',
      tags,
      security,
      params: IdParams,
      response: { 200: Message, ...errorResponses(400, 401, 404) },
    },
    handler: async (req) => {
      await notifications.remove(currentUser(req).id, req.params.id)
      return { message: 'Notification deleted' }
    },
  })
}
