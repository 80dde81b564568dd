// Each account's language: the PWA's choice, kept on the account so that e-mails,
// pushes and notifications reach a person in it, and a new sign-in on another phone starts in
// it. New accounts take the language they signed up in; an account that never chose one has
// none (null), and the first phone it signs in on gives it that phone's language.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.check(sql`locale in ('en', 'mr', 'hi')`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute()
}
