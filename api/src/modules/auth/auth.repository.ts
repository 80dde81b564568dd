import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { SignupAttemptsTable } from '../../db/schema.ts'

// Sign-up attempts: each registration waits here with its own password, details and code.

export function insertSignupAttempt(db: Db, values: Insertable<SignupAttemptsTable>) {
  return db.insertInto('signup_attempts').values(values).execute()
}

/** The attempts still waiting for `email` (link not expired), newest first. */
export function waitingSignupAttempts(db: Db, email: string) {
  return db
    .selectFrom('signup_attempts')
    .selectAll()
    .where('email', '=', email)
    .where('link_expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
}

/** Drops the expired attempts of `email`, and beyond the newest `keep` those whose code has expired. */
export async function pruneSignupAttempts(db: Db, email: string, keep: number): Promise<void> {
  await db
    .deleteFrom('signup_attempts')
    .where('email', '=', email)
    .where((eb) =>
      eb.or([
        eb('link_expires_at', '<=', new Date()),
        eb.and([
          eb('expires_at', '<=', new Date()),
          eb(
            'id',
            'not in',
            eb
              .selectFrom('signup_attempts')
              .select('id')
              .where('email', '=', email)
              .orderBy('created_at', 'desc')
              .orderBy('id')
              .limit(keep),
          ),
        ]),
      ]),
    )
    .execute()
}

export function findSignupAttemptByLink(db: Db, linkHash: string) {
  return db
    .selectFrom('signup_attempts')
    .selectAll()
    .where('link_hash', '=', linkHash)
    .where('link_expires_at', '>', new Date())
    .executeTakeFirst()
}

/** Counts a wrong code for one attempt and answers how many have been made, atomically. */
export async function countWrongSignupCode(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('signup_attempts')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts ?? Number.POSITIVE_INFINITY
}

/** A fresh code for an attempt (a resend): new hash and expiry, wrong tries forgotten. */
export async function renewSignupCode(
  db: Db,
  id: string,
  values: { codeHash: string; expiresAt: Date; linkHash: string },
): Promise<void> {
  await db
    .updateTable('signup_attempts')
    .set({
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      link_hash: values.linkHash,
      attempts: 0,
      sent_at: new Date(),
    })
    .where('id', '=', id)
    .execute()
}

export async function deleteSignupAttempts(db: Db, email: string): Promise<void> {
  await db.deleteFrom('signup_attempts').where('email', '=', email).execute()
}

// Counters shared by replicas (per-account limits, the wait between code e-mails).

/** Counts one hit on `key` in a fixed window; answers the hits so far and when the window began. */
export async function hitCounter(db: Db, key: string, windowMs: number) {
  const now = new Date()
  const cutoff = new Date(now.getTime() - windowMs)
  return db
    .insertInto('auth_counters')
    .values({ key, hits: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when auth_counters.window_started_at <= ${cutoff} then 1 else auth_counters.hits + 1 end`,
        window_started_at: sql`case when auth_counters.window_started_at <= ${cutoff} then ${now}::timestamptz else auth_counters.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow()
}

/**
 * Takes the slot of `key` when the last one was taken at least `intervalMs` ago; answers
 * undefined when taken, else when the current slot was taken.
 */
export async function claimSlot(db: Db, key: string, intervalMs: number): Promise<Date | undefined> {
  const now = new Date()
  const claimed = await db
    .insertInto('auth_counters')
    .values({ key, hits: 1, window_started_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ window_started_at: now, hits: 1 })
        .where('auth_counters.window_started_at', '<=', new Date(now.getTime() - intervalMs)),
    )
    .returning('key')
    .executeTakeFirst()
  if (claimed) return undefined
  const row = await db.selectFrom('auth_counters').select('window_started_at').where('key', '=', key).executeTakeFirst()
  return row ? new Date(row.window_started_at) : undefined
}

// Wrong passwords and sign-in locks, per e-mail address (known or not, alike) and client.

export function findLoginFailures(db: Db, email: string, client: string) {
  return db
    .selectFrom('login_failures')
    .selectAll()
    .where('email', '=', email)
    .where('client', '=', client)
    .executeTakeFirst()
}

/** Counts a wrong password; a count older than `forgetBefore` starts again at 1. */
export async function countLoginFailure(db: Db, email: string, client: string, forgetBefore: Date) {
  const now = new Date()
  return db
    .insertInto('login_failures')
    .values({ email, client, failures: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['email', 'client']).doUpdateSet({
        failures: sql`case when login_failures.updated_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
        updated_at: now,
      }),
    )
    .returning(['failures', 'lock_level'])
    .executeTakeFirstOrThrow()
}

/** Starts a lock when `level` is still the current one; false when another request did first. */
export async function startLoginLock(
  db: Db,
  email: string,
  client: string,
  level: number,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('login_failures')
    .set({ locked_until: until, lock_level: level + 1, failures: 0, updated_at: new Date() })
    .where('email', '=', email)
    .where('client', '=', client)
    .where('lock_level', '=', level)
    .where('failures', '>', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Forgets the failures of one client at `email`, or of every client when none is named. */
export async function clearLoginFailures(db: Db, email: string, client?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('email', '=', email)
  if (client !== undefined) query = query.where('client', '=', client)
  await query.execute()
}

export function insertRefreshToken(
  db: Db,
  values: { id: string; userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) {
  return db
    .insertInto('refresh_tokens')
    .values({
      id: values.id,
      user_id: values.userId,
      family_id: values.familyId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
    })
    .execute()
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks a live token rotated; false when another request rotated it first (reuse). */
export async function markRotated(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date() })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export function revokeFamily(db: Db, familyId: string) {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * Every session of the user ends, and with them the account's SMS key: a key read while signed
 * in signs nothing after it (docs/sms-reports.md#the-message).
 */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
  await db
    .updateTable('users')
    .set((eb) => ({ sms_key_version: eb('sms_key_version', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}

export function insertActionToken(
  db: Db,
  values: { tokenHash: string; userId: number; purpose: 'reset_password' | 'verify_email'; expiresAt: Date },
) {
  return db
    .insertInto('action_tokens')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      purpose: values.purpose,
      expires_at: values.expiresAt,
    })
    .execute()
}

/** Uses a live single-use token once; answers its user id, or undefined. */
export async function consumeActionToken(db: Db, tokenHash: string, purpose: 'reset_password' | 'verify_email') {
  const row = await db
    .updateTable('action_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst()
  return row?.user_id
}
