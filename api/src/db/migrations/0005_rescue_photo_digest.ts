// The SHA-256 of each rescue photo's bytes as the server received them, before re-encoding:
// a device can check that what it sent arrived intact (the outbox's end-to-end tests do).
// Photos stored before this migration have none (null).
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_images').addColumn('sha256', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescue_images').dropColumn('sha256').execute()
}
