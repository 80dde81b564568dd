// Animals straight into the database, for tests that need many rows or a fixed shape.
import type { Insertable } from 'kysely'
import type { Database } from '../../../src/db/database.ts'
import type { AnimalsTable } from '../../../src/db/schema.ts'

export type AnimalSeed = Partial<Omit<Insertable<AnimalsTable>, 'images' | 'personality' | 'tags'>> & {
  images?: string[]
  personality?: string[]
  tags?: string[]
}

export async function insertAnimal(db: Database, shelterId: number, seed: AnimalSeed = {}): Promise<number> {
  const { images, personality, tags, ...rest } = seed
  const row = await db
    .insertInto('animals')
    .values({
      name: 'Bruno',
      species: 'dog',
      size: 'medium',
      gender: 'male',
      ...rest,
      shelter_id: shelterId,
      images: JSON.stringify(images ?? []),
      personality: JSON.stringify(personality ?? []),
      tags: JSON.stringify(tags ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
