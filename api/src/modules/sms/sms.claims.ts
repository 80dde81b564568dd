// Reports by SMS from a signed-out phone (docs/sms-reports.md#signed-out). At its first load
// the app gets a one-time claim code and the code's key (derived from the server's secret, so
// nothing secret is stored); the SMS names the code instead of an account and is signed with
// its key. A code files one report: the case waits with no requester until the person makes
// or signs into an account, whose app then claims the code with its key, and the case becomes
// theirs, so the phone's own copy, sent next under the same report id, is that case. A code
// claimed before its SMS arrives files the SMS as the account's report. Abuse limits: codes
// are given at most SMS_CLAIM_CODE_RATE_LIMIT_MAX an hour per client (routes), a code files
// once, and a sender files at most ANONYMOUS_SMS_PER_DAY reports a day without an account.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parseAnonymousSmsReport, type SmsReport, smsTag } from '@paws/contracts'
import type { RescueCreateBody } from '@paws/contracts/schemas/rescues'
import type {
  SmsClaimBody,
  SmsClaimCode,
  SmsClaimResult,
  SmsInboundBody,
  SmsInboundResult,
} from '@paws/contracts/schemas/sms'
import type { Database } from '../../db/database.ts'
import { Conflict, Forbidden, TooManyRequests, ValidationFailed } from '../../lib/errors.ts'
import { actorFor } from '../../lib/history.ts'
import type { RescuesService } from '../rescues/rescues.service.ts'
import * as repo from './sms.claims.repository.ts'
import { findReporter, insertSmsReport } from './sms.repository.ts'
import { receipt } from './sms.service.ts'

/** Reports one sender may file without an account in 24 hours. */
export const ANONYMOUS_SMS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

/** The code's key: derived from the server's secret, the same on every replica. */
export function claimKeyBytes(secret: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`sms-claim-key:${code}`).digest()
}

/** The case's fields from the few an SMS carries (as for an account's SMS). */
function bodyOf(report: Omit<SmsReport, 'userId'>): RescueCreateBody {
  const position = `${report.lat.toFixed(5)}, ${report.lng.toFixed(5)}`
  return {
    animalType: report.animalType,
    urgency: report.urgency,
    description: report.landmark || position,
    location: { address: report.landmark || position, city: 'Mumbai', lat: report.lat, lng: report.lng },
  }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function createSmsClaims(deps: { db: Database; secret: string; rescues: RescuesService }) {
  const { db, secret, rescues } = deps
  const keyOf = (code: string) => claimKeyBytes(secret, code)

  const alreadyFiled = (caseId: number) => new Conflict('error.smsAlreadyFiled', { id: caseId }, { caseId })

  return {
    /** A new code for a phone (public, rate-limited per client). */
    async issue(): Promise<SmsClaimCode> {
      // 50 random bits in the SMS's own alphabet (the tag's encoding).
      const code = smsTag(randomBytes(8))
      await repo.insertCode(db, code)
      return { code, key: keyOf(code).toString('base64url') }
    },

    /** An SMS naming a claim code (the gateway's webhook, sms.routes.ts). */
    async receive(body: SmsInboundBody): Promise<SmsInboundResult> {
      const parsed = parseAnonymousSmsReport(body.text)
      if (!parsed.ok) {
        const { reason } = parsed
        throw new ValidationFailed((t) => [{ field: 'text', message: t('error.smsNotACode', { reason }) }])
      }
      const { report, tag, signed } = parsed
      const row = await repo.findCode(db, report.claimCode)
      const expected = smsTag(createHmac('sha256', keyOf(report.claimCode)).update(signed).digest())
      if (!row || !same(expected, tag)) throw new Forbidden('error.smsNotSigned')
      if (row.rescue_id !== null) {
        if (row.report_id === report.reportId) throw alreadyFiled(row.rescue_id)
        throw new Conflict('error.smsCodeUsed')
      }
      if (row.used_at !== null) throw new Conflict('error.smsCodeUsed')
      if ((await repo.reportsFrom(db, body.from, new Date(Date.now() - DAY_MS))) >= ANONYMOUS_SMS_PER_DAY) {
        throw new TooManyRequests('error.smsSenderLimit', { max: ANONYMOUS_SMS_PER_DAY }, DAY_MS / 1000)
      }
      const received = { sender: body.from, text: body.text, received_at: new Date(body.receivedAt) }
      if (row.claimed_by !== null) {
        // Claimed before its SMS arrived: the account's report, which its phone may have sent already.
        const account = await findReporter(db, row.claimed_by)
        if (!account?.is_active) throw new Forbidden('error.smsNotSigned')
        if (!(await repo.spendCode(db, row.id, body.from, null))) throw new Conflict('error.smsCodeUsed')
        const reporter = { id: account.id, role: account.role, ngoId: null }
        const filed = await rescues.create(reporter, bodyOf(report), report.reportId, receipt(received))
        await repo.setCodeCase(db, row.id, filed.rescue.id)
        if (!filed.created) throw alreadyFiled(filed.rescue.id)
        return { caseId: filed.rescue.id, reportId: report.reportId }
      }
      const caseId = await rescues.createAnonymous(bodyOf(report), report.reportId, {
        async record(trx, id) {
          if (!(await repo.spendCode(trx, row.id, body.from, id))) throw new Conflict('error.smsCodeUsed')
          await insertSmsReport(trx, id, received)
        },
      })
      return { caseId, reportId: report.reportId }
    },

    /**
     * The signed-in account takes the code: the case its SMS filed (if one came) becomes theirs.
     * Again by the same account answers the same; by another account, a 409.
     */
    async claim(user: { id: number; role: string }, body: SmsClaimBody): Promise<SmsClaimResult> {
      const row = await repo.findCode(db, body.code)
      if (!row || !same(keyOf(body.code).toString('base64url'), body.key)) throw new Forbidden('error.smsCodeNotYours')
      if (user.role === 'ngo') throw new Forbidden('error.rescue.ngoCannotReport')
      const cases = () =>
        row.rescue_id !== null && row.report_id !== null ? [{ caseId: row.rescue_id, reportId: row.report_id }] : []
      if (row.claimed_by === user.id) return { cases: cases() }
      if (row.claimed_by !== null) throw new Conflict('error.smsCodeClaimed')
      await db.transaction().execute(async (trx) => {
        if (!(await repo.claimCode(trx, row.id, user.id))) throw new Conflict('error.smsCodeClaimed')
        if (row.rescue_id !== null) await repo.giveCase(trx, row.rescue_id, await actorFor(trx, user.id, 'requester'))
      })
      return { cases: cases() }
    },
  }
}

export type SmsClaims = ReturnType<typeof createSmsClaims>
