import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export async function countStats(db: Kysely<DB>) {
  const rescues = await db
    .selectFrom('rescues')
    .select((eb) => [
      // Waiting for an NGO: new cases and declined ones back with the admins.
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.or([w('status', '=', 'pending'), w.and([w('status', '=', 'declined'), w('ngo_id', 'is', null)])]))
        .as('pending'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'assigned').as('assigned'),
    ])
    .executeTakeFirstOrThrow()
  const users = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const ngos = await db
    .selectFrom('ngos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approval_status', '=', 'approved')
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow()
  return {
    pendingRescues: Number(rescues.pending),
    assignedRescues: Number(rescues.assigned),
    totalUsers: Number(users.n),
    partnerNgos: Number(ngos.n),
  }
}
