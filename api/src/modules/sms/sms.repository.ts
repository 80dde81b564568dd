// SMS reports (0035) and the rescues they filed.
import type { Role } from '@paws/contracts'
import type { Db } from '../../db/database.ts'

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
