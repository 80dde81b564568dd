// The one query of the workflow timelines' actor naming (lib/history.ts): a user's name and
// the name of the NGO they run, if any.
import type { Db } from '../db/database.ts'

export function findActorNames(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('ngos', 'ngos.user_id', 'users.id')
    .select(['users.first_name', 'users.last_name', 'ngos.name as ngo_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}
