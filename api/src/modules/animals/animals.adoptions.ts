// GET /animals/:id/adoptions reads the adoptions module's list: the animal's applications,
// newest first, as its owner or an admin sees them (the caller checks who may ask).
import type { Adoption } from '@paws/contracts/schemas/adoptions'
import type { Db } from '../../db/database.ts'
import { toAdoption } from '../adoptions/adoptions.mapper.ts'
import { listAdoptions } from '../adoptions/adoptions.repository.ts'

export type AnimalAdoption = Adoption

export async function listAdoptionsForAnimal(
  db: Db,
  animalId: number,
  page: { page: number; limit: number },
): Promise<{ adoptions: AnimalAdoption[]; total: number }> {
  const { rows, total } = await listAdoptions(db, { kind: 'animal', animalId }, {}, page.page, page.limit)
  // Only the owner and admins get here; both see the whole application.
  return { adoptions: rows.map((row) => toAdoption(row, 'owner')), total }
}
