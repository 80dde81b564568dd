// Browser push subscriptions per user. Endpoints must be https on public addresses (push
// services always are; see push.endpoint.ts); PUSH_ALLOW_INSECURE_ENDPOINTS lets tests use a
// local http push service. An account keeps at most MAX_PUSH_SUBSCRIPTIONS (its most recently
// used devices): each one is a push job per notification.
import type { PushSubscriptionBody } from '@paws/contracts/schemas/notifications'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { ValidationFailed } from '../../lib/errors.ts'
import { deleteUserSubscription, pruneUserSubscriptions, saveSubscription } from './push.repository.ts'
import { checkPushEndpoint, type Resolver, UnsafePushEndpoint } from './push.endpoint.ts'
import type { VapidKeys } from './push.vapid.ts'

export const MAX_PUSH_SUBSCRIPTIONS = 10

export function createPushService(deps: { db: Database; config: Config; vapid: VapidKeys; resolve?: Resolver }) {
  const { db, config, vapid } = deps

  async function checkEndpoint(endpoint: string): Promise<string> {
    try {
      await checkPushEndpoint(endpoint, { allowInsecure: config.PUSH_ALLOW_INSECURE_ENDPOINTS, resolve: deps.resolve })
    } catch (err) {
      if (err instanceof UnsafePushEndpoint) {
        const { key, values, message } = err
        throw new ValidationFailed((t) => [{ field: 'endpoint', message: key ? t(key, values) : message }])
      }
      throw err
    }
    return endpoint
  }

  return {
    publicKey: () => vapid.publicKey,

    async subscribe(userId: number, body: PushSubscriptionBody, userAgent: string | undefined) {
      const endpoint = await checkEndpoint(body.endpoint)
      return db.transaction().execute(async (trx) => {
        const saved = await saveSubscription(trx, {
          userId,
          endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
        })
        await pruneUserSubscriptions(trx, userId, MAX_PUSH_SUBSCRIPTIONS)
        return saved
      })
    },

    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      return deleteUserSubscription(db, userId, endpoint)
    },
  }
}

export type PushService = ReturnType<typeof createPushService>
