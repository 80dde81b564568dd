// Auth security:
// - signup_attempts: every registration is its own pending attempt (its password hash,
//   details, code and link); the account is created only when one attempt is verified, so a
//   second sign-up can never change the first. Replaces otp_codes (live codes are lost: a
//   sign-up still waiting signs up again).
// - auth_counters: fixed-window counters per target (an account's e-mail) shared by replicas,
//   and the per-address 60 s wait between code e-mails.
// - login_failures: wrong-password counts and bounded, doubling locks per e-mail address.
// - email_changes: a pending change of a signed-in user's e-mail, confirmed by a code sent to
//   the new address.
// Accounts that were unverified before this migration keep their row; they verify through
// "forgot password" (a reset marks the address verified).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signup_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('link_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('signup_attempts_email_idx')
    .on('signup_attempts')
    .columns(['email', 'created_at'])
    .execute()

  await db.schema
    .createTable('auth_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('email_changes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema.dropTable('otp_codes').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('otp_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  for (const table of ['email_changes', 'login_failures', 'auth_counters', 'signup_attempts']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
