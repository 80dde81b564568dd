// The development mailbox (docs/rules.md#accounts-and-sessions): without SMTP_URL the mailer keeps
// each message here, and GET /api/dev/mailbox reads them back, newest first.
import type { Db } from '../db/database.ts'

export async function keepMail(db: Db, mail: { to: string; subject: string; text: string }): Promise<void> {
  await db.insertInto('dev_mailbox').values(mail).execute()
}

/** The latest 50 messages to `to` (any letter case), newest first. */
export function mailTo(db: Db, to: string) {
  return db
    .selectFrom('dev_mailbox')
    .select(['to', 'subject', 'text', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['to']), '=', to.trim().toLowerCase()))
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}
