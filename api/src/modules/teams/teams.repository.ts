// All SQL of NGO teams: members, invitations, and which NGO an account acts for.
import type { Role } from '@paws/contracts'
import { type Insertable, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { MemberKind, NgoInvitationsTable } from '../../db/schema.ts'

/**
 * The NGO an account acts for (its own NGO, or the NGO whose team it joined), with the
 * account's part in the team and whether the NGO may act (approved and active). One query,
 * read on every request that asks, so a removal or a suspension counts from the next request.
 */
export function actingNgo(db: Db, userId: number) {
  return db
    .selectFrom('ngo_members as m')
    .innerJoin('ngos', 'ngos.id', 'm.ngo_id')
    .select(['ngos.id', 'ngos.name', 'ngos.approval_status', 'ngos.is_active', 'ngos.user_id as ngo_user_id', 'm.kind'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst()
}

export type ActingNgo = NonNullable<Awaited<ReturnType<typeof actingNgo>>>

export function listMembers(db: Db, ngoId: number, now: Date) {
  return db
    .selectFrom('ngo_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('ngos', 'ngos.id', 'm.ngo_id')
    .leftJoin('responder_duty as d', (join) =>
      join
        .onRef('d.user_id', '=', 'm.user_id')
        .on('d.on_duty', '=', true)
        .on((eb) => eb.or([eb('d.expires_at', 'is', null), eb('d.expires_at', '>', now)])),
    )
    .select([
      'm.user_id',
      'm.kind',
      'm.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'ngos.user_id as ngo_user_id',
      'd.user_id as duty_user_id',
    ])
    .where('m.ngo_id', '=', ngoId)
    .orderBy('m.kind')
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute()
}

/** The NGO's members, locked for the rest of the transaction (removals see a settled count). */
export function lockMembers(db: Db, ngoId: number) {
  return db
    .selectFrom('ngo_members')
    .select(['user_id', 'kind', 'previous_role'])
    .where('ngo_id', '=', ngoId)
    .orderBy('user_id')
    .forUpdate()
    .execute()
}

export async function insertMember(
  db: Db,
  values: { ngo_id: number; user_id: number; kind: MemberKind; invited_by: number | null; previous_role: Role | null },
): Promise<void> {
  await db.insertInto('ngo_members').values(values).execute()
}

export async function deleteMember(db: Db, ngoId: number, userId: number): Promise<void> {
  await db.deleteFrom('ngo_members').where('ngo_id', '=', ngoId).where('user_id', '=', userId).execute()
}

/** Takes the member off the NGO's cases they were assigned to. */
export async function unassignVolunteer(db: Db, ngoId: number, userId: number): Promise<void> {
  await db
    .updateTable('rescues')
    .set({ assigned_volunteer_id: null, updated_at: new Date() })
    .where('ngo_id', '=', ngoId)
    .where('assigned_volunteer_id', '=', userId)
    .execute()
}

export function pendingInvitations(db: Db, ngoId: number, now: Date) {
  return db
    .selectFrom('ngo_invitations')
    .select(['id', 'email', 'kind', 'expires_at'])
    .where('ngo_id', '=', ngoId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
}

/** A newer invitation of the same address to the same NGO replaces those not yet used. */
export async function dropWaitingInvitations(db: Db, ngoId: number, email: string): Promise<void> {
  await db
    .deleteFrom('ngo_invitations')
    .where('ngo_id', '=', ngoId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute()
}

export async function insertInvitation(db: Db, values: Insertable<NgoInvitationsTable>) {
  return db
    .insertInto('ngo_invitations')
    .values(values)
    .returning(['id', 'email', 'kind', 'expires_at'])
    .executeTakeFirstOrThrow()
}

export type InvitationRow = Selectable<NgoInvitationsTable> & { ngo_name: string }

export function lockInvitation(db: Db, codeHash: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('ngo_invitations as i')
    .innerJoin('ngos', 'ngos.id', 'i.ngo_id')
    .selectAll('i')
    .select('ngos.name as ngo_name')
    .where('i.code_hash', '=', codeHash)
    .forUpdate('i')
    .executeTakeFirst()
}

export async function markAccepted(db: Db, id: number, userId: number): Promise<void> {
  await db
    .updateTable('ngo_invitations')
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where('id', '=', id)
    .execute()
}

export function accountOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'first_name', 'locale'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
}

export function accountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'first_name', 'locale'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst()
}

export async function setRole(db: Db, userId: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute()
}

/** Whether `userId` is a member of NGO `ngoId`. */
export async function isMemberOf(db: Db, ngoId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ngo_members')
    .select('user_id')
    .where('ngo_id', '=', ngoId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

/** A case's NGO and whether it is merged, locked for the rest of the transaction. */
export function lockCaseNgo(db: Db, rescueId: number) {
  return db
    .selectFrom('rescues')
    .select(['id', 'ngo_id', 'merged_into_id'])
    .where('id', '=', rescueId)
    .forUpdate()
    .executeTakeFirst()
}

export async function setVolunteer(db: Db, rescueId: number, userId: number | null): Promise<void> {
  await db
    .updateTable('rescues')
    .set({ assigned_volunteer_id: userId, updated_at: new Date() })
    .where('id', '=', rescueId)
    .execute()
}

/**
 * Each member's answers to offers since `since` (docs/rules.md#dispatch): offered, accepted,
 * "Can't", and unanswered (passed over for silence and never answered).
 */
export async function answersOf(db: Db, userIds: number[], since: Date) {
  if (userIds.length === 0) return []
  return db
    .selectFrom('rescue_offers as o')
    .select([
      'o.user_id',
      sql<number>`count(*)`.as('offered'),
      sql<number>`count(*) filter (where o.state = 'accepted')`.as('accepted'),
      sql<number>`count(*) filter (where o.state = 'cant')`.as('cant'),
      sql<number>`count(*) filter (where o.no_answer_at is not null and o.state not in ('accepted', 'cant'))`.as(
        'unanswered',
      ),
    ])
    .where('o.user_id', 'in', userIds)
    .where('o.offered_at', '>=', since)
    .groupBy('o.user_id')
    .execute()
}

/** An NGO's night rota, by weekday then start. */
export function nightWatchOf(db: Db, ngoId: number) {
  return db
    .selectFrom('ngo_night_watch')
    .select(['weekday', 'user_id', 'from_minute', 'to_minute'])
    .where('ngo_id', '=', ngoId)
    .orderBy('weekday')
    .orderBy('from_minute')
    .orderBy('id')
    .execute()
}

/** Replaces an NGO's night rota with `rows`. */
export async function replaceNightWatch(
  db: Db,
  ngoId: number,
  rows: { weekday: number; user_id: number; from_minute: number; to_minute: number }[],
): Promise<void> {
  await db.deleteFrom('ngo_night_watch').where('ngo_id', '=', ngoId).execute()
  if (rows.length > 0) {
    await db
      .insertInto('ngo_night_watch')
      .values(rows.map((r) => ({ ...r, ngo_id: ngoId })))
      .execute()
  }
}

/** The members of an NGO among `userIds`. */
export async function membersAmong(db: Db, ngoId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('ngo_members')
    .select('user_id')
    .where('ngo_id', '=', ngoId)
    .where('user_id', 'in', userIds)
    .execute()
  return new Set(rows.map((r) => r.user_id))
}
