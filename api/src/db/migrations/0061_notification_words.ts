// A notification keeps the catalog ids and values of its title and message, so the list reads
// them in the reader's language at read time (docs/rules.md#notifications). Rows written before
// have none and keep their stored text.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('title_words', 'jsonb')
    .addColumn('message_words', 'jsonb')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('title_words').dropColumn('message_words').execute()
}
