// A follower's "No, it is still there" reopens nothing; the admins are told of it at most once a
// day per case (docs/rules.md#closure). The answer that told them is marked.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rescue_closures')
    .addColumn('desk_told', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_closures').dropColumn('desk_told').execute()
}
