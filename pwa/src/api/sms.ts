// "Send by SMS" when data fails (docs/sms-reports.md): a critical or high report still waiting
// on the phone a minute after it was filed can go as one coded SMS to the hotline's SMS number,
// through the phone's own SMS app (an sms: link, no permission asked). The message is signed
// with the account's SMS key, kept on the phone (localStorage) for when there is no data, and
// addressed to the hotline's SMS number, an admin setting kept the same way
// (docs/sms-reports.md#the-number). Signed out, the message names the phone's one-time claim
// code instead of an account and is signed with the code's key (docs/sms-reports.md#signed-out).
// The number, and the key or the code, are fetched from the app's first load (sms-ready.ts), again
// at each sign-in and after a password change (the key changes with it), so the first report made
// in a dead zone can go by SMS; without them, or without a GPS position, there is no SMS to offer.
import { type RescueAnimalType, smsFitted, smsMessage, smsSignedText, smsTag, type Urgency } from '@paws/contracts'
import type { SmsClaimCode, SmsHotline, SmsKey } from '@paws/contracts/schemas/sms'
import { api } from '../http/client.ts'
import { VISITOR_USER_ID } from '../offline/types.ts'
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

const CLAIM_KEY = 'paws-sms-claim'

/** The phone's claim code; `usedFor`: the report an SMS was opened for with it (a code files one report). */
interface KeptClaim extends SmsClaimCode {
  usedFor?: string
}

function storedClaim(): KeptClaim | null {
  try {
    const kept = JSON.parse(localStorage.getItem(CLAIM_KEY) ?? 'null') as KeptClaim | null
    return kept && typeof kept.code === 'string' && typeof kept.key === 'string' ? kept : null
  } catch {
    return null
  }
}

/** The claim code a report filed signed out now takes with it; none when the phone has none unspent. */
export function claimForReport(): SmsClaimCode | null {
  const kept = storedClaim()
  return kept && !kept.usedFor ? { code: kept.code, key: kept.key } : null
}

/** Signed out, with data: a claim code kept for the next report (a new one once the kept one is spent). */
export async function keepClaimCode(): Promise<void> {
  if (claimForReport() || (typeof navigator !== 'undefined' && navigator.onLine === false)) return
  try {
    const claim = await api.post<SmsClaimCode>('/sms/claim-codes', undefined, { redirectOnAuthFailure: false })
    localStorage.setItem(CLAIM_KEY, JSON.stringify(claim))
  } catch {
    // Offline, limited or storage full: asked again at the next load or signal.
  }
}

/** An SMS was opened with this code for `reportId`: no other report uses it, the next gets another (with data). */
export function spendClaimCode(code: string, reportId: string): void {
  const kept = storedClaim()
  if (kept?.code !== code || kept.usedFor) return
  try {
    localStorage.setItem(CLAIM_KEY, JSON.stringify({ ...kept, usedFor: reportId }))
  } catch {
    // Storage blocked: the server refuses a second report under the code anyway.
  }
}

/** Signed in: the account's key signs its SMS; a code kept now would only be claimed by the wrong report. */
export function forgetClaimCode(): void {
  try {
    localStorage.removeItem(CLAIM_KEY)
  } catch {
    // Nothing kept.
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
  /** Filed signed out: the claim code it took. */
  claim?: SmsClaimCode | null
  report: RescueReport
}): Promise<{ text: string; href: string; claimCode: string | null } | null> {
  const { report } = entry
  const lat = report.location?.lat
  const lng = report.location?.lng
  // Filed signed out: the code it took, unless an SMS was opened with it for another report.
  const visitor = entry.userId === VISITOR_USER_ID
  const kept = storedClaim()
  const claim =
    visitor && entry.claim && !(kept?.code === entry.claim.code && kept.usedFor && kept.usedFor !== entry.id)
      ? entry.claim
      : null
  const key = visitor ? (claim?.key ?? null) : storedKey(entry.userId)
  const hotline = storedHotline()
  if (!key || !hotline || typeof lat !== 'number' || typeof lng !== 'number' || !smsWorthy(report.urgency)) return null
  const fields = {
    reportId: entry.id,
    lat,
    lng,
    animalType: report.animalType as RescueAnimalType,
    urgency: report.urgency as Urgency,
    landmark: report.location?.landmarks || report.location?.address || '',
  }
  const fitted = claim
    ? smsFitted({ ...fields, claimCode: claim.code })
    : smsFitted({ ...fields, userId: entry.userId })
  try {
    const hmac = await crypto.subtle.importKey('raw', base64urlBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ])
    const digest = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(smsSignedText(fitted)))
    const text = smsMessage(fitted, smsTag(new Uint8Array(digest)))
    // RFC 5724: sms:<number>?body=<text>, understood by Android and iOS messaging apps.
    return {
      text,
      href: `sms:${hotline}?body=${encodeURIComponent(text)}`,
      claimCode: 'claimCode' in fitted ? fitted.claimCode : null,
    }
  } catch {
    return null
  }
}
