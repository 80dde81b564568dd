// A rescue report sent by SMS when mobile data fails (docs/sms-reports.md). The phone writes
// one message of at most 160 GSM-7 characters (one SMS part) to the hotline's SMS number; a
// gateway posts it to POST /api/sms/inbound, which files the case under the same report id as
// the copy waiting in the phone's outbox, so whichever arrives second finds the case.
//
//   MP1 <user> <report> <lat>,<lng> <animal> <urgency> <tag>[ <landmark>]
//
// user: the account's id; report: the outbox id (a UUID) as 32 lowercase hex digits;
// lat,lng: degrees with exactly 5 decimals; animal and urgency: the enum values; tag: 10
// base32 characters (a-z 2-7), the first 50 bits of HMAC-SHA256 over the message without the
// tag (single spaces), keyed with the account's SMS key (GET /api/sms/key); landmark: up to
// the rest of the 160 characters, plain ASCII letters, digits, spaces and , . ' / ( ) & -.
// A signed-out phone writes `c<claim code>` in place of the account's id and signs with the
// claim code's key (POST /api/sms/claim-codes; docs/sms-reports.md#signed-out).
import { RESCUE_ANIMAL_TYPES, type RescueAnimalType, URGENCIES, type Urgency } from './enums.ts'

export const SMS_PREFIX = 'MP1'
export const SMS_MAX_LENGTH = 160
export const SMS_TAG_LENGTH = 10

export interface SmsReport {
  userId: number
  /** The outbox id, with its dashes (8-4-4-4-12). */
  reportId: string
  lat: number
  lng: number
  animalType: RescueAnimalType
  urgency: Urgency
  landmark: string
}

/** A report from a signed-out phone: its one-time claim code instead of an account. */
export interface AnonymousSmsReport extends Omit<SmsReport, 'userId'> {
  /** 10 characters a-z2-7, given to the phone by POST /api/sms/claim-codes. */
  claimCode: string
}

export const SMS_CLAIM_CODE_LENGTH = 10

type AnySmsReport = SmsReport | AnonymousSmsReport

/** Who the message names: the account's id, or `c` and the claim code. */
const senderOf = (report: AnySmsReport) => ('claimCode' in report ? `c${report.claimCode}` : String(report.userId))

/** The GSM 03.38 basic character set: a message of only these fits 160 to an SMS. */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7.includes(ch)) return false
  return true
}

/**
 * A landmark as the message carries it: accents dropped (é -> e), anything else outside the
 * allowed ASCII (other scripts, emoji, symbols) dropped, spaces collapsed, cut to `max`.
 */
export function asciiLandmark(text: string, max: number): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ,.'/()&-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.slice(0, Math.max(0, max)).trim()
}

const hex = (uuid: string) => uuid.replace(/-/g, '').toLowerCase()
const uuidOf = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
const degrees = (value: number) => (Object.is(Math.round(value * 1e5), -0) ? 0 : value).toFixed(5)

/** The message without its tag: what the tag signs. */
export function smsSignedText(report: AnySmsReport): string {
  const head = [
    SMS_PREFIX,
    senderOf(report),
    hex(report.reportId),
    `${degrees(report.lat)},${degrees(report.lng)}`,
    report.animalType,
    report.urgency,
  ].join(' ')
  return report.landmark ? `${head} ${report.landmark}` : head
}

/** The report as the message carries it: position rounded, landmark cut so all fits 160. */
export function smsFitted<R extends AnySmsReport>(report: R): R {
  const base = smsSignedText({ ...report, landmark: '' })
  const room = SMS_MAX_LENGTH - base.length - 1 - SMS_TAG_LENGTH - 1
  return {
    ...report,
    lat: Number(degrees(report.lat)),
    lng: Number(degrees(report.lng)),
    landmark: asciiLandmark(report.landmark, room),
  }
}

/** The whole message: `tag` signs smsSignedText(smsFitted(report)). */
export function smsMessage(report: AnySmsReport, tag: string): string {
  const fitted = smsFitted(report)
  const head = smsSignedText({ ...fitted, landmark: '' })
  return [head, tag, ...(fitted.landmark ? [fitted.landmark] : [])].join(' ')
}

export type SmsParse = { ok: true; report: SmsReport; tag: string; signed: string } | { ok: false; reason: string }

const TAIL =
  `([0-9a-f]{32}) (-?[0-9]{1,2}\\.[0-9]{5}),(-?[0-9]{1,3}\\.[0-9]{5}) ` +
  `(${RESCUE_ANIMAL_TYPES.join('|')}) (${URGENCIES.join('|')}) ([a-z2-7]{${SMS_TAG_LENGTH}})(?: ([A-Za-z0-9 ,.'/()&-]+))?$`
const PATTERN = new RegExp(`^${SMS_PREFIX} ([1-9][0-9]{0,9}) ${TAIL}`)
const ANONYMOUS = new RegExp(`^${SMS_PREFIX} c([a-z2-7]{${SMS_CLAIM_CODE_LENGTH}}) ${TAIL}`)

/** Whether a message names a claim code (a signed-out phone's report) rather than an account. */
export const isAnonymousSms = (text: string) => text.trim().startsWith(`${SMS_PREFIX} c`)

type Fields = Omit<SmsReport, 'userId'>

/** The common checks and fields of both forms; `m` is the match of PATTERN or ANONYMOUS. */
function readMatch(
  message: string,
  pattern: RegExp,
): { ok: true; m: RegExpExecArray; fields: Fields } | { ok: false; reason: string } {
  if (message.length > SMS_MAX_LENGTH) return { ok: false, reason: `longer than ${SMS_MAX_LENGTH} characters` }
  if (!message.startsWith(`${SMS_PREFIX} `)) return { ok: false, reason: `does not start with ${SMS_PREFIX}` }
  const m = pattern.exec(message)
  if (!m) return { ok: false, reason: 'not in the report format' }
  const lat = Number(m[3])
  const lng = Number(m[4])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ok: false, reason: 'position out of range' }
  const fields: Fields = {
    reportId: uuidOf(m[2]),
    lat,
    lng,
    animalType: m[5] as RescueAnimalType,
    urgency: m[6] as Urgency,
    landmark: (m[8] ?? '').trim(),
  }
  return { ok: true, m, fields }
}

/** Reads a message; `reason` says in English what is wrong with one that is not a report code. */
export function parseSmsReport(text: string): SmsParse {
  const read = readMatch(text.trim(), PATTERN)
  if (!read.ok) return read
  const report: SmsReport = { userId: Number(read.m[1]), ...read.fields }
  return { ok: true, report, tag: read.m[7], signed: smsSignedText(report) }
}

export type AnonymousSmsParse =
  | { ok: true; report: AnonymousSmsReport; tag: string; signed: string }
  | { ok: false; reason: string }

/** Reads a signed-out phone's message (`MP1 c<claim code> ...`). */
export function parseAnonymousSmsReport(text: string): AnonymousSmsParse {
  const read = readMatch(text.trim(), ANONYMOUS)
  if (!read.ok) return read
  const report: AnonymousSmsReport = { claimCode: read.m[1], ...read.fields }
  return { ok: true, report, tag: read.m[7], signed: smsSignedText(report) }
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** The tag: the first 50 bits of an HMAC-SHA256 digest in base32. */
export function smsTag(digest: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of digest) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < SMS_TAG_LENGTH) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
    if (out.length === SMS_TAG_LENGTH) break
  }
  return out
}
