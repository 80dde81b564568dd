import { ADOPTION_UNDECIDED, RESCUE_ASSIGNABLE, RESCUE_TERMINAL, URGENCIES } from '@paws/contracts'
import { RESCUE_MAP_LIMIT, type RescueMap, type RescueMapQuery } from '@paws/contracts/schemas/admin'
import type { RescueListQuery } from '@paws/contracts/schemas/rescues'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { filteredRescues } from '../rescues/rescues.repository.ts'

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
    // Only the statuses counted, all open: read from the index of the open cases (migration
    // 0115), never the closed cases of years.
    .where('status', 'in', [...RESCUE_ASSIGNABLE.map((a) => a.status), 'assigned'])
    .where('status', 'not in', [...RESCUE_TERMINAL])
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

/** How many cases each of the rescues list's filters matches (the "needs attention" strip). */
export async function countAttention(db: Db) {
  const count = async (query: RescueListQuery) =>
    Number(
      (
        await filteredRescues(db, { kind: 'all' }, query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    noResponse: await count({ escalated: true }),
    duplicates: await count({ duplicates: true }),
    criticalUnheld: await count({ unheld: true, urgency: 'critical' }),
    heldForReview: await count({ triage: true }),
  }
}

/**
 * The admin map's points: open cases (not finished, not merged) with a position, filtered like
 * the list, the most urgent and longest waiting first, at most RESCUE_MAP_LIMIT of them; a case
 * without GPS is drawn at the centroid of its typed pincode or locality, marked approximate; and
 * how many open cases the same filters match have no position at all (the list's noPosition
 * filter).
 */
export async function rescueMapPoints(db: Db, query: RescueMapQuery): Promise<RescueMap> {
  const urgencyRank = sql<number>`array_position(${sql.val([...URGENCIES])}::text[], urgency)`
  const rows = await db
    .selectFrom('rescues')
    .select([
      'id',
      sql<number | null>`coalesce(lat, approx_lat)`.as('lat'),
      sql<number | null>`coalesce(lng, approx_lng)`.as('lng'),
      sql<boolean>`lat is null`.as('approximate'),
      'animal_type',
      'urgency',
      'status',
      'created_at',
    ])
    .where(sql<number | null>`coalesce(lat, approx_lat)`, 'is not', null)
    .where(sql<number | null>`coalesce(lng, approx_lng)`, 'is not', null)
    .where('merged_into_id', 'is', null)
    .where('status', 'not in', [...RESCUE_TERMINAL])
    .$if(query.status !== undefined, (q) =>
      q.where('status', '=', query.status as NonNullable<RescueMapQuery['status']>),
    )
    .$if(query.urgency !== undefined, (q) =>
      q.where('urgency', '=', query.urgency as NonNullable<RescueMapQuery['urgency']>),
    )
    .orderBy(urgencyRank)
    .orderBy('created_at')
    .orderBy('id')
    .limit(RESCUE_MAP_LIMIT + 1)
    .execute()
  const withoutPosition = await filteredRescues(db, { kind: 'all' }, { ...query, noPosition: true })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return {
    withoutPosition: Number(withoutPosition.n),
    truncated: rows.length > RESCUE_MAP_LIMIT,
    points: rows.slice(0, RESCUE_MAP_LIMIT).map((r) => ({
      id: r.id,
      lat: Number(r.lat),
      lng: Number(r.lng),
      approximate: r.approximate,
      animalType: r.animal_type,
      urgency: r.urgency,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  }
}
