// Migration 0009: applications made before the questions were asked carried the spec's fixed
// placeholder answers and the dialog's fixed message. After the migration they read "not
// asked" (questionsAsked false, no answers, no invented message); real answers are untouched.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import * as m0009 from '../src/db/migrations/0009_adopters.ts'
import { adoptionCast, getAdoption } from './support/adoption-fixtures.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { createUser, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

let owner: TestUser, applicant: TestUser, animalId: number
beforeEach(async () => {
  ;({ owner, applicant, animalId } = await adoptionCast(ctx, { name: 'Moti' }))
})

async function insertOld(adopterId: number, animal: number, data: unknown, notes: string | null): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into adoptions (animal_id, adopter_id, application_data, notes)
    values (${animal}, ${adopterId}, ${JSON.stringify(data)}::jsonb, ${notes}) returning id`.execute(db)
  return row.rows[0]?.id ?? 0
}

describe('migration 0009 (old placeholder answers become "not asked")', () => {
  it('clears exactly the placeholder answers and the fixed message, and leaves real ones alone', async () => {
    await m0009.down(db)
    try {
      // Keys in another order than the old dialog wrote them: jsonb compares by value.
      const placeholder = { ...m0009.OLD_PLACEHOLDER_ANSWERS, livingSpace: 'house' }
      const old = await insertOld(
        applicant.id,
        animalId,
        placeholder,
        'I am interested in adopting Moti. Please contact me to discuss the next steps.',
      )
      const second = await createUser(ctx)
      const otherAnimal = await insertAnimal(db, owner.id, { name: 'Tara' })
      const oldOwnWords = await insertOld(second.id, otherAnimal, placeholder, 'We have a terrace garden.')
      const real = { livingSpace: 'house', hasYard: true, hasPets: false }
      const third = await createUser(ctx)
      const answered = await insertOld(third.id, animalId, real, 'I am interested in adopting Moti. Please call.')
      await m0009.up(db)

      const a = (await getAdoption(app, owner, old)).json()
      expect(a).toMatchObject({ questionsAsked: false, applicationData: {}, notes: null })
      const b = (await getAdoption(app, owner, oldOwnWords)).json()
      expect(b).toMatchObject({ questionsAsked: false, applicationData: {}, notes: 'We have a terrace garden.' })
      const c = (await getAdoption(app, owner, answered)).json()
      expect(c).toMatchObject({ questionsAsked: true, applicationData: real })
      expect(c.notes).toBe('I am interested in adopting Moti. Please call.')
    } finally {
      const column = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_name = 'adoptions' and column_name = 'questions_asked'`.execute(db)
      if (column.rows[0]?.n === 0) await m0009.up(db)
    }
  })
})
