import { ADOPTION_UNDECIDED, RESCUE_ASSIGNABLE } from '@paws/contracts'
import type { Db } from '../../db/database.ts'

export async function countStats(db: Db) {
  const rescues = await db
    .selectFrom('rescues')
    .select((eb) => [
      // Waiting for an NGO: the cases an admin may assign (contracts canAssignRescue).
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.or(
            RESCUE_ASSIGNABLE.map((a) =>
              a.withoutNgo ? w.and([w('status', '=', a.status), w('ngo_id', 'is', null)]) : w('status', '=', a.status),
            ),
          ),
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
