// Each reported photo's perceptual hash (contracts photo-hash.ts), sent by the phone with the
// report: a later report of the same picture is offered that case. 64 bits in a bigint (two's
// complement); the distance is bit_count of the XOR (PostgreSQL 14 and later).
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rescue_photo_hashes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rescue_id', 'integer', (c) => c.notNull().references('rescues.id').onDelete('cascade'))
    .addColumn('hash', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rescue_photo_hashes_rescue').on('rescue_photo_hashes').column('rescue_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rescue_photo_hashes').execute()
}
