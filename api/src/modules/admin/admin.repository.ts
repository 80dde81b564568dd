import { ADOPTION_UNDECIDED } from '@paws/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export async function countStats(db: Kysely<DB>) {
  const rescues = await db
    .selectFrom('rescues')
    .select((eb) => [
      // Waiting for an NGO: new cases and declined ones back with the admins.
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.or([w('status', '=', 'pending'), w.and([w('status', '=', 'declined'), w('ngo_id', 'is', null)])]),
        )
        .as('pending'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'assigned').as('assigned'),
    ])
    .executeTakeFirstOrThrow()
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const ngos = await db
    .selectFrom('ngos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approval_status', '=', 'approved')
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow()
  const animals = await db
    .selectFrom('animals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  // Waiting for the owner's decision: pending or under review.
  const adoptions = await db
    .selectFrom('adoptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ADOPTION_UNDECIDED)
    .executeTakeFirstOrThrow()
  return {
    pendingRescues: Number(rescues.pending),
    assignedRescues: Number(rescues.assigned),
    totalAnimals: Number(animals.n),
    pendingAdoptions: Number(adoptions.n),
    totalUsers: Number(users.n),
    partnerNgos: Number(ngos.n),
  }
}
