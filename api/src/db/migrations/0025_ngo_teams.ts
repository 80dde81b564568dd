// NGO teams: an NGO is worked by its members, coordinators and responders, each with their own
// account. The NGO's own account (ngos.user_id) is its first coordinator: existing NGOs get that
// row here, and every NGO created later gets it with the NGO (ngos.repository.ts insertNgo), so
// one table answers "which NGO does this user act for". A user belongs to at most one NGO. `previous_role` is the role the account had before it joined (an adopter becomes `ngo`
// while a member, and gets that role back when removed).
// Invitations are e-mailed links: the code is stored only as its SHA-256, for one address,
// valid 7 days, used once.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ngo_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('coordinator', 'responder')`))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('previous_role', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('ngo_members_ngo_idx').on('ngo_members').column('ngo_id').execute()

  await db.schema
    .createTable('ngo_invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ngo_id', 'integer', (c) => c.notNull().references('ngos.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('coordinator', 'responder')`))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('ngo_invitations_ngo_idx').on('ngo_invitations').column('ngo_id').execute()

  await sql`
    insert into ngo_members (ngo_id, user_id, kind, created_at)
    select distinct on (user_id) id, user_id, 'coordinator', created_at from ngos
    where user_id is not null order by user_id, id`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ngo_invitations').execute()
  await db.schema.dropTable('ngo_members').execute()
}
