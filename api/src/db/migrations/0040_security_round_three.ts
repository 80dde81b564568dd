// Security, round three:
// - login_failures counts wrong passwords per e-mail address and client (the caller's network
//   address), so a stranger's wrong guesses lock only the stranger's own tries at an account;
// - favourites remember when each heart last heard that its animal became available again or
//   was adopted, so a status flipped back and forth tells each heart at most once a day.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('client', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await sql`alter table login_failures drop constraint login_failures_pkey`.execute(db)
  await sql`alter table login_failures add primary key (email, client)`.execute(db)

  await db.schema.alterTable('favourites').addColumn('available_told_at', 'timestamptz').execute()
  await db.schema.alterTable('favourites').addColumn('adopted_told_at', 'timestamptz').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('favourites').dropColumn('adopted_told_at').execute()
  await db.schema.alterTable('favourites').dropColumn('available_told_at').execute()
  await sql`delete from login_failures where client <> ''`.execute(db)
  await sql`alter table login_failures drop constraint login_failures_pkey`.execute(db)
  await sql`alter table login_failures add primary key (email)`.execute(db)
  await db.schema.alterTable('login_failures').dropColumn('client').execute()
}
