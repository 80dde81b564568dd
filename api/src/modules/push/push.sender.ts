// Sends one web push (a job of the push queue). web-push encrypts and signs the request
// (generateRequestDetails); we send it with fetch, which also reaches plain-http test push
// services. Outcomes: 2xx sent; 404/410 the subscription is gone and is deleted; 429 and
// 5xx (or no answer) throw so pg-boss retries with backoff; any other 4xx is a request the
// push service will never take, so it is logged and dropped.
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { Database } from '../../db/database.ts'
import type { QueueSpec } from '../../lib/jobs.ts'
import { dropSubscription, findSubscription, markDelivered } from './push.repository.ts'
import type { VapidKeys } from './push.vapid.ts'

export const PUSH_QUEUE: QueueSpec = {
  name: 'push-send',
  // Retries after about 2-4 s, 4-8 s, ... up to 4-8 minutes: some 20 minutes in all.
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
}

/** How long the push service keeps an undelivered message for an offline device. */
const TTL_SECONDS = 24 * 60 * 60

export interface PushJob {
  subscriptionId: number
  /** Checked on delivery: a subscription row since re-used for another endpoint is skipped. */
  endpoint: string
  /** JSON text (pushPayload), under 3,000 bytes. */
  payload: string
}

export type PushOutcome = 'sent' | 'gone' | 'rejected' | 'skipped'

export class PushRetryLater extends Error {}

export function createPushSender(deps: { db: Database; vapid: VapidKeys; log: FastifyBaseLogger }) {
  const { db, vapid, log } = deps

  return async function deliver(job: PushJob): Promise<PushOutcome> {
    const sub = await findSubscription(db, job.subscriptionId)
    if (!sub || sub.endpoint !== job.endpoint) return 'skipped'
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      job.payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    )
    // fetch computes the length itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, string | number>)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    )
    let response: Response
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      })
      await response.arrayBuffer()
    } catch (err) {
      log.warn({ err, host: new URL(sub.endpoint).host }, 'push service unreachable; will retry')
      throw new PushRetryLater(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    const host = new URL(sub.endpoint).host
    if (response.ok) {
      await markDelivered(db, sub.id)
      return 'sent'
    }
    if (response.status === 404 || response.status === 410) {
      await dropSubscription(db, sub.id, sub.endpoint)
      log.info({ host, status: response.status }, 'push subscription expired; removed')
      return 'gone'
    }
    if (response.status === 429 || response.status >= 500) {
      log.warn({ host, status: response.status }, 'push service busy or failing; will retry')
      throw new PushRetryLater(`push service ${host} answered ${response.status}`)
    }
    log.warn({ host, status: response.status }, 'push refused by the push service; not retried')
    return 'rejected'
  }
}
