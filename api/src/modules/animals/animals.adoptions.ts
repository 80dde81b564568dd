// Placeholder until the adoptions module lands: there is no `adoptions` table on this
// branch, so an animal has no applications. The adoption engineer replaces this function
// (same signature) with a query on their table; GET /animals/:id/adoptions already does
// the permission checks (owner or admin) and pagination around it.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/schema.ts'

export type AnimalAdoption = Record<string, unknown>

export async function listAdoptionsForAnimal(
  _db: Kysely<DB> | Transaction<DB>,
  _animalId: number,
  _page: { page: number; limit: number },
): Promise<{ adoptions: AnimalAdoption[]; total: number }> {
  return { adoptions: [], total: 0 }
}
