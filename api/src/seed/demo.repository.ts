// The demo seed's own SQL: what it reads back to check itself, and the back-dating that
// moves each played step to the day its story gives it. The rows themselves are written
// through the modules' repositories and services, as the product writes them.
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

export async function demoAdminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirst()
  return row !== undefined
}

export function animalStatuses(db: Db) {
  return db.selectFrom('animals').select(['name', 'status']).execute()
}

export function animalOwners(db: Db) {
  return db.selectFrom('animals').select(['id', 'name', 'shelter_id']).execute()
}

/** Every column a step may write a time into. */
const STAMPED: [table: string, columns: string[]][] = [
  ['rescues', ['created_at', 'updated_at']],
  ['rescue_history', ['created_at']],
  ['adoptions', ['created_at', 'updated_at', 'processed_at', 'completed_at']],
  ['adoption_history', ['created_at']],
  ['notifications', ['created_at']],
  ['animals', ['updated_at']],
]

/** Moves every time written since `since` to `when`. */
export async function backdate(db: Db, since: Date, when: Date): Promise<void> {
  for (const [table, columns] of STAMPED) {
    for (const column of columns) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${when} where ${sql.ref(column)} >= ${since}`.execute(
        db,
      )
    }
  }
}

/** Notifications from before `before` read two hours after they came, as a user who has been around. */
export async function markNotificationsRead(db: Db, before: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`created_at + interval '2 hours'` })
    .where('created_at', '<', before)
    .execute()
}
