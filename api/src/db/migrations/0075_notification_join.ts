// A notification may be joined with the next ones of the same subject for the same person (the
// clinic's news of a case, docs/rules.md#notifications): the key names the subject; within the
// window the row is rewritten with the latest news instead of a new one being added.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('join_key', 'text').execute()
  await db.schema
    .createIndex('notifications_join_key_idx')
    .on('notifications')
    .columns(['user_id', 'join_key', 'created_at'])
    .where(sql.ref('join_key'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_join_key_idx').execute()
  await db.schema.alterTable('notifications').dropColumn('join_key').execute()
}
