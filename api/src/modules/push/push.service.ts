// Browser push subscriptions per user. Endpoints must be https (push services always are);
// plain http is accepted outside production for local test push services.
import type { PushSubscriptionBody } from '@paws/contracts/schemas/notifications'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { ValidationFailed } from '../../lib/errors.ts'
import { deleteUserSubscription, saveSubscription } from './push.repository.ts'
import type { VapidKeys } from './push.vapid.ts'

export function createPushService(deps: { db: Database; config: Config; vapid: VapidKeys }) {
  const { db, config, vapid } = deps

  function checkEndpoint(endpoint: string): string {
    let url: URL
    try {
      url = new URL(endpoint)
    } catch {
      throw new ValidationFailed([{ field: 'endpoint', message: 'Push endpoint must be a valid URL' }])
    }
    const allowed = config.isProduction ? ['https:'] : ['https:', 'http:']
    if (!allowed.includes(url.protocol)) {
      throw new ValidationFailed([{ field: 'endpoint', message: 'Push endpoint must be an https URL' }])
    }
    return endpoint
  }

  return {
    publicKey: () => vapid.publicKey,

    async subscribe(userId: number, body: PushSubscriptionBody, userAgent: string | undefined) {
      return saveSubscription(db, {
        userId,
        endpoint: checkEndpoint(body.endpoint),
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
      })
    },

    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      return deleteUserSubscription(db, userId, endpoint)
    },
  }
}

export type PushService = ReturnType<typeof createPushService>
