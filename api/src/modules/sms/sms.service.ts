// Rescue reports received by SMS (docs/sms-reports.md). A message is filed only when it is a
// report code signed with its account's current SMS key (a forged or altered one is refused,
// 403; so is one signed with a key the account had before its sessions all ended, a password
// change or reset, with an answer that says so), by an account that may report; it becomes a case through the same path as POST /rescues, under
// the report's own id as the idempotency key, with the message recorded in the case's own
// transaction, so the phone's copy arriving later, earlier or at the same moment is the same
// case and brings its details. A repeat of a code already filed is a 409 and changes nothing.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseSmsReport, type SmsReport, smsTag } from '@paws/contracts'
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'
import type { SmsHotline, SmsInboundBody, SmsInboundResult } from '@paws/contracts/schemas/sms'
import type { Database } from '../../db/database.ts'
import { Conflict, Forbidden, ValidationFailed } from '../../lib/errors.ts'
import { saveSmsHotline, smsHotline } from '../../lib/settings.ts'
import type { BySms, RescuesService } from '../rescues/rescues.service.ts'
import * as repo from './sms.repository.ts'

/** The SMS a case is filed from, recorded with the case in its transaction (docs/sms-reports.md). */
export function receipt(received: repo.SmsReceipt): BySms {
  return { record: (trx, caseId) => repo.insertSmsReport(trx, caseId, received) }
}

/** How many of an account's earlier keys a refusal recognises, to say so. */
const EARLIER_KEYS_TOLD = 20

/**
 * The account's SMS key: derived from the server's secret, the account id and its key version
 * (one up each time every session ends), the same on every replica. Version 0 is the key
 * accounts had before keys changed, so phones keep it.
 */
export function smsKeyBytes(secret: string, userId: number, version = 0): Buffer {
  const subject = version === 0 ? `sms-report-key:${userId}` : `sms-report-key:${userId}:${version}`
  return createHmac('sha256', secret).update(subject).digest()
}

export function tagFor(key: Buffer, signed: string): string {
  return smsTag(createHmac('sha256', key).update(signed).digest())
}

/** The case's fields from the few an SMS carries; the phone's copy fills in the rest later. */
function bodyOf(report: SmsReport): RescueCreateBody {
  const position = `${report.lat.toFixed(5)}, ${report.lng.toFixed(5)}`
  return {
    animalType: report.animalType,
    urgency: report.urgency,
    description: report.landmark || position,
    location: { address: report.landmark || position, city: 'Mumbai', lat: report.lat, lng: report.lng },
  }
}

export function createSmsService(deps: {
  db: Database
  secret: string
  rescues: RescuesService
  /** SMS_HOTLINE_NUMBER: the hotline's SMS number until an admin sets one. */
  hotlineDefault: string
}) {
  const { db, secret, rescues, hotlineDefault } = deps

  return {
    /** Where the phones send SMS reports (public: shown to anyone about to report). */
    hotline: () => smsHotline(db, hotlineDefault),
    saveHotline: (value: SmsHotline) => saveSmsHotline(db, value),

    /** The key the phone signs this account's SMS reports with now (base64url). */
    async key(userId: number) {
      const user = await repo.findReporter(db, userId)
      return { key: smsKeyBytes(secret, userId, user?.sms_key_version ?? 0).toString('base64url') }
    },

    async receive(body: SmsInboundBody): Promise<SmsInboundResult> {
      const parsed = parseSmsReport(body.text)
      if (!parsed.ok) {
        const { reason } = parsed
        throw new ValidationFailed((t) => [{ field: 'text', message: t('error.smsNotACode', { reason }) }])
      }
      const { report, tag, signed } = parsed
      const user = await repo.findReporter(db, report.userId)
      const signedBy = (version: number) =>
        timingSafeEqual(Buffer.from(tagFor(smsKeyBytes(secret, report.userId, version), signed)), Buffer.from(tag))
      if (!user?.is_active) throw new Forbidden('error.smsNotSigned')
      if (!signedBy(user.sms_key_version)) {
        const earlier = Array.from(
          { length: Math.min(user.sms_key_version, EARLIER_KEYS_TOLD) },
          (_, i) => user.sms_key_version - 1 - i,
        )
        if (earlier.some(signedBy)) throw new Forbidden('error.smsOldKey')
        throw new Forbidden('error.smsNotSigned')
      }
      if (user.role === 'ngo') throw new Forbidden('error.rescue.ngoCannotReport')
      const received = { sender: body.from, text: body.text, received_at: new Date(body.receivedAt) }
      const reporter = { id: user.id, role: user.role, ngoId: null }
      const filed = await rescues.create(reporter, bodyOf(report), report.reportId, receipt(received))
      if (!filed.created) {
        const id = filed.rescue.id
        throw new Conflict('error.smsAlreadyFiled', { id }, { caseId: id })
      }
      return { caseId: filed.rescue.id, reportId: report.reportId }
    },
  }
}

export type SmsService = ReturnType<typeof createSmsService>
