// Sends one web push (a job of the push queue). web-push encrypts and signs the request
// (generateRequestDetails); we send it with node:https, connecting only to public addresses
// checked on the connection itself (push.endpoint.ts; plain http and any address only with
// PUSH_ALLOW_INSECURE_ENDPOINTS, for test push services). An endpoint that is, or has become,
// unsafe is deleted and never called. Outcomes: 2xx sent; 404/410 the subscription is gone and is deleted; 429 and
// 5xx (or no answer) throw so pg-boss retries with backoff; any other 4xx is a request the
// push service will never take, so it is logged and dropped.
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { Database } from '../../db/database.ts'
import type { QueueSpec } from '../../lib/jobs.ts'
import { defineWorker } from '../../lib/workers.ts'
import { checkPushEndpoint, publicOnlyLookup, type Resolver, UnsafePushEndpoint } from './push.endpoint.ts'
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
  /** The push service's urgency (RFC 8030): an offer of a case goes as high. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high'
  /** Seconds the push service keeps it for an offline device (default a day). */
  ttlSeconds?: number
}

export type PushOutcome = 'sent' | 'gone' | 'rejected' | 'skipped' | 'unsafe'

export class PushRetryLater extends Error {}

interface PushRequest {
  method: string
  headers: Record<string, string>
  body: Buffer
}

/** One POST, no redirects followed; the status code, or throws when there was no answer. */
function post(url: URL, req: PushRequest, options: { allowInsecure: boolean; resolve?: Resolver }): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: req.method,
        headers: req.headers,
        timeout: 15_000,
        ...(options.allowInsecure ? {} : { lookup: publicOnlyLookup(options.resolve) as never }),
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')))
    outgoing.on('error', reject)
    outgoing.end(req.body)
  })
}

export function createPushSender(deps: {
  db: Database
  vapid: VapidKeys
  log: FastifyBaseLogger
  allowInsecure?: boolean
  resolve?: Resolver
}) {
  const { db, vapid, log } = deps
  const options = { allowInsecure: deps.allowInsecure ?? false, resolve: deps.resolve }

  async function unsafe(sub: { id: number; endpoint: string }, err: unknown): Promise<PushOutcome> {
    await dropSubscription(db, sub.id, sub.endpoint)
    log.warn(
      { reason: err instanceof Error ? err.message : String(err) },
      'push endpoint not public; subscription removed',
    )
    return 'unsafe'
  }

  return async function deliver(job: PushJob): Promise<PushOutcome> {
    const sub = await findSubscription(db, job.subscriptionId)
    if (!sub || sub.endpoint !== job.endpoint) return 'skipped'
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      job.payload,
      {
        vapidDetails: vapid,
        TTL: job.ttlSeconds ?? TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        ...(job.urgency ? { urgency: job.urgency } : {}),
      },
    )
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, string | number>).map(([name, value]) => [name, String(value)]),
    )
    let url: URL
    try {
      url = await checkPushEndpoint(request.endpoint, options)
    } catch (err) {
      if (err instanceof UnsafePushEndpoint && !/could not be resolved/.test(err.message)) return unsafe(sub, err)
      log.warn({ err, host: new URL(sub.endpoint).host }, 'push service unreachable; will retry')
      throw new PushRetryLater(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    let status: number
    try {
      status = await post(url, { method: request.method, headers, body: request.body as Buffer }, options)
    } catch (err) {
      if (err instanceof UnsafePushEndpoint) return unsafe(sub, err)
      log.warn({ err, host: new URL(sub.endpoint).host }, 'push service unreachable; will retry')
      throw new PushRetryLater(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`)
    }
    const response = { ok: status >= 200 && status < 300, status }
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

/**
 * The push queue's worker: one push per job; a push the service refuses for good (gone,
 * rejected) or that must be retried is counted in the metrics (`failed`).
 */
export function pushWorker(
  deliver: ReturnType<typeof createPushSender>,
  failed: (reason: 'retry' | 'gone' | 'rejected') => void,
) {
  return defineWorker<PushJob>(PUSH_QUEUE, async (job) => {
    let outcome: PushOutcome
    try {
      outcome = await deliver(job)
    } catch (err) {
      failed('retry')
      throw err
    }
    if (outcome === 'gone' || outcome === 'rejected') failed(outcome)
  })
}
