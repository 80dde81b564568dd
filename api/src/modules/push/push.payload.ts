// What a push carries: a small JSON the service worker turns into a notification whose
// click opens `url`. Kept under 3,000 bytes (push services allow about 4 KB after
// encryption): the body is shortened when needed.
import type { NotificationType } from '@paws/contracts'
import type { PushPayload } from '@paws/contracts/schemas/notifications'

export const MAX_PUSH_PAYLOAD_BYTES = 3000

export interface PushContent {
  notificationId: number
  type: NotificationType
  title: string
  message: string
  url: string
  /** The buttons' words in the recipient's language. */
  actions?: PushActions
  /** Replaces an earlier notification with the same tag (an offer, then "Taken by"). */
  tag?: string
  /** The case this push offers (Accept and Can't). */
  offerCaseId?: number
  /** The completed case this push asks about (Yes, and "No, it is still there"). */
  closureCaseId?: number
  /** A quiet notice: no sound, no vibration. */
  silent?: boolean
}

export type PushActions = NonNullable<PushPayload['actions']>

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

export function pushPayload(content: PushContent): string {
  const base: PushPayload = {
    title: content.title.slice(0, 200),
    body: content.message,
    url: content.url.slice(0, 500),
    notificationId: content.notificationId,
    type: content.type,
    tag: content.tag ?? `notification-${content.notificationId}`,
    ...(content.actions ? { actions: content.actions } : {}),
    ...(content.offerCaseId !== undefined ? { offerCaseId: content.offerCaseId } : {}),
    ...(content.closureCaseId !== undefined ? { closureCaseId: content.closureCaseId } : {}),
    ...(content.silent ? { silent: true } : {}),
  }
  let json = JSON.stringify(base)
  let body = base.body
  while (bytes(json) > MAX_PUSH_PAYLOAD_BYTES && body.length > 0) {
    const over = bytes(json) - MAX_PUSH_PAYLOAD_BYTES
    body = body.slice(0, Math.max(0, body.length - Math.max(over, 16) - 1))
    json = JSON.stringify({ ...base, body: `${body}…` })
  }
  return json
}
