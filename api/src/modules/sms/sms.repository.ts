// SMS reports (0035) and the rescues they filed.
import type { Role } from '@paws/contracts'
import type { Db } from '../../db/database.ts'
import type { ReportValues } from '../rescues/rescues.values.ts'

export async function findReporter(
  db: Db,
  userId: number,
): Promise<{ id: number; role: Role; is_active: boolean; sms_key_version: number } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'is_active', 'sms_key_version'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/** The SMS a case was filed from, as the gateway received it. */
export interface SmsReceipt {
  sender: string
  text: string
  received_at: Date
}

/** Recorded in the transaction that files the case, so the phone's copy always finds it. */
export async function insertSmsReport(db: Db, rescueId: number, sms: SmsReceipt): Promise<void> {
  await db
    .insertInto('sms_reports')
    .values({ rescue_id: rescueId, ...sms })
    .execute()
}

/**
 * The phone's copy of a report filed by SMS arrived: its details replace the SMS's few, once
 * (the first copy to arrive wins; a case filed from the phone has no SMS row and is untouched).
 */
export async function completeSmsCase(db: Db, rescueId: number, values: ReportValues): Promise<boolean> {
  const taken = await db
    .updateTable('sms_reports')
    .set({ details_pending: false })
    .where('rescue_id', '=', rescueId)
    .where('details_pending', '=', true)
    .returning('id')
    .executeTakeFirst()
  if (!taken) return false
  await db
    .updateTable('rescues')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', rescueId)
    .execute()
  return true
}
