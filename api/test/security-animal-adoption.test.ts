// While an adoption is under way the animal's status belongs to the
// workflow (docs/rules.md#status-machines), and the animal cannot be deleted from under its
// applicants.
import { describe, expect, it } from 'vitest'
import { adoptionCast, animalStatus, apply, getAdoption, moveTo, walkTo } from './support/adoption-fixtures.ts'
import { bearer, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

const setStatus = (user: TestUser, id: number, status: string) =>
  app.inject({ method: 'PUT', url: `/api/animals/${id}`, headers: bearer(user), payload: { status } })
const remove = (user: TestUser, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/animals/${id}`, headers: bearer(user) })

describe('the owner changes the status of an animal an application holds', () => {
  it('cannot make it available (or adopted) while an approved-or-later application holds it', async () => {
    const { owner, applicant, animalId } = await adoptionCast(ctx)
    const application = await apply(app, applicant, animalId)
    await walkTo(app, owner, application.id, 'approved')
    expect(await animalStatus(db, animalId)).toBe('pending')
    for (const status of ['available', 'adopted']) {
      const res = await setStatus(owner, animalId, status)
      expect(res.statusCode, status).toBe(409)
      expect(res.json().message).toMatch(/adoption in progress/)
    }
    expect(await animalStatus(db, animalId)).toBe('pending')
    // The owner's own holds stay theirs (the workflow never overrides them).
    expect((await setStatus(owner, animalId, 'medical_hold')).statusCode).toBe(200)
    expect((await setStatus(owner, animalId, 'pending')).statusCode).toBe(200)
    // Other edits are fine.
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/animals/${animalId}`,
      headers: bearer(owner),
      payload: { name: 'Bruno II' },
    })
    expect(rename.statusCode).toBe(200)
  })

  it('can once the application no longer holds it', async () => {
    const { owner, applicant, admin, animalId } = await adoptionCast(ctx)
    const application = await apply(app, applicant, animalId)
    await walkTo(app, owner, application.id, 'approved')
    await moveTo(app, owner, application.id, 'paperwork_pending')
    expect((await setStatus(owner, animalId, 'available')).statusCode).toBe(409)
    const reject = await app.inject({
      method: 'PUT',
      url: `/api/adoptions/${application.id}`,
      headers: bearer(admin),
      payload: { status: 'rejected', rejectionReason: 'The family moved away' },
    })
    expect(reject.statusCode, reject.body).toBe(200)
    expect(await animalStatus(db, animalId)).toBe('available')
    expect((await setStatus(owner, animalId, 'unavailable')).statusCode).toBe(200)
    expect((await setStatus(owner, animalId, 'available')).statusCode).toBe(200)
  })
})

describe('deleting an animal mid-adoption', () => {
  it('is refused while any application is open, so the applicant never meets a 404', async () => {
    const { owner, applicant, admin, animalId } = await adoptionCast(ctx)
    const application = await apply(app, applicant, animalId)
    const pending = await remove(owner, animalId)
    expect(pending.statusCode).toBe(409)
    expect(pending.json().message).toMatch(/adoption in progress/)
    await walkTo(app, owner, application.id, 'approved')
    expect((await remove(owner, animalId)).statusCode).toBe(409)
    expect((await remove(admin, animalId)).statusCode).toBe(409)
    expect((await getAdoption(app, applicant, application.id)).statusCode).toBe(200)
    expect(await animalStatus(db, animalId)).toBe('pending')
  })

  it('is allowed once no application is open', async () => {
    const { owner, applicant, animalId } = await adoptionCast(ctx)
    const application = await apply(app, applicant, animalId)
    await moveTo(app, owner, application.id, 'rejected', { rejectionReason: 'Not a match for this dog' })
    expect((await remove(owner, animalId)).statusCode).toBe(200)
  })
})
