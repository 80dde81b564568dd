// "Send by SMS" when data fails (docs/sms-reports.md): a critical or high report still waiting
// on the phone a minute after it was filed can go as one coded SMS to the hotline's SMS number,
// through the phone's own SMS app (an sms: link, no permission asked). The message is signed
// with the account's SMS key, kept on the phone (localStorage) for when there is no data and
// fetched again at each sign-in, after a password change (the key changes with it) and
// whenever the report form opens with data, and addressed to the hotline's SMS number, an admin setting fetched
// whenever the form opens with data and kept the same way (docs/sms-reports.md#the-number);
// without the key, the number, or a GPS position, there is no SMS to offer.
import { type RescueAnimalType, smsFitted, smsMessage, smsSignedText, smsTag, type Urgency } from '@paws/contracts'
import type { SmsHotline, SmsKey } from '@paws/contracts/schemas/sms'
import { api } from '../api/client.ts'
import type { RescueCreateBody as RescueReport } from '@paws/contracts/schemas/rescues'

/** How long a report waits on the phone before the SMS is offered. */
export const SMS_OFFER_AFTER_MS = 60_000

const storageKey = (userId: number) => `paws-sms-key:${userId}`

function storedKey(userId: number): string | null {
  try {
    return localStorage.getItem(storageKey(userId))
  } catch {
    return null
  }
}

/**
 * Fetches the account's SMS key and keeps it, while online: the key changes when the account's
 * sessions all end (a password change or reset). Failures are quiet: the key kept before stays.
 */
export async function keepSmsKey(userId: number): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  try {
    const { key } = await api.get<SmsKey>('/sms/key', { redirectOnAuthFailure: false })
    localStorage.setItem(storageKey(userId), key)
  } catch {
    // Offline or storage full: the key kept before (if any) stays; without one the SMS is not
    // offered, the call button still is.
  }
}

const HOTLINE_KEY = 'paws-sms-hotline'

function storedHotline(): string | null {
  try {
    return localStorage.getItem(HOTLINE_KEY)
  } catch {
    return null
  }
}

/** Fetches the hotline's SMS number and keeps it, each time there is data (an admin may change it). */
export async function keepSmsHotline(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  try {
    const { number } = await api.get<SmsHotline>('/sms/hotline', { redirectOnAuthFailure: false })
    localStorage.setItem(HOTLINE_KEY, number)
  } catch {
    // Offline or storage full: the number kept before (if any) stays.
  }
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export const smsWorthy = (urgency: string | undefined) => urgency === 'critical' || urgency === 'high'

/** The SMS for a report waiting in the outbox: its text and the sms: link; null when none can be made. */
export async function smsForReport(entry: {
  id: string
  userId: number
  report: RescueReport
}): Promise<{ text: string; href: string } | null> {
  const { report } = entry
  const lat = report.location?.lat
  const lng = report.location?.lng
  const key = storedKey(entry.userId)
  const hotline = storedHotline()
  if (!key || !hotline || typeof lat !== 'number' || typeof lng !== 'number' || !smsWorthy(report.urgency)) return null
  const fitted = smsFitted({
    userId: entry.userId,
    reportId: entry.id,
    lat,
    lng,
    animalType: report.animalType as RescueAnimalType,
    urgency: report.urgency as Urgency,
    landmark: report.location?.landmarks || report.location?.address || '',
  })
  try {
    const hmac = await crypto.subtle.importKey('raw', base64urlBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ])
    const digest = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(smsSignedText(fitted)))
    const text = smsMessage(fitted, smsTag(new Uint8Array(digest)))
    // RFC 5724: sms:<number>?body=<text>, understood by Android and iOS messaging apps.
    return { text, href: `sms:${hotline}?body=${encodeURIComponent(text)}` }
  } catch {
    return null
  }
}
