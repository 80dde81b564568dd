// Alerts keep the browse page's search words and breed too: an adopter waiting for
// "a labrador" or "a black cat" saves those words with the other filters. They are matched
// after the index probe on the other filters (alerts.repository matchQuery), as a
// case-insensitive "contains", the way the browse page searches; '' means "any".
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('animal_alerts')
    .addColumn('breed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('animal_alerts').dropColumn('breed').dropColumn('search').execute()
}
