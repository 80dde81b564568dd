import type { Db } from '../../db/database.ts'

export function upsertOtp(db: Db, userId: number, codeHash: string, expiresAt: Date) {
  return db
    .insertInto('otp_codes')
    .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, sent_at: new Date() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, sent_at: new Date() }),
    )
    .execute()
}

export function findOtp(db: Db, userId: number) {
  return db.selectFrom('otp_codes').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Counts a wrong try and answers how many have been made, atomically. */
export async function countWrongOtp(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts ?? Number.POSITIVE_INFINITY
}

export function deleteOtp(db: Db, userId: number) {
  return db.deleteFrom('otp_codes').where('user_id', '=', userId).execute()
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

export function revokeAllForUser(db: Db, userId: number) {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
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
