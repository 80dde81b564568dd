// The adoption workflow: the machine generated from contracts ADOPTION_TRANSITIONS, admin
// overrides, races, and the animal status that follows the application
// (docs/rules.md#status-machines).
import { englishTranslator as english } from '../src/lib/i18n.ts'
import {
  type AdoptionStatus,
  ADOPTION_CLOSED,
  ADOPTION_COMMITTED,
  ADOPTION_STATUSES,
  ADOPTION_TRANSITIONS,
  type AdoptionActor,
  adoptionActorMayReach,
  adoptionConflictMessage,
  adoptionTransition,
  isAdoptionOverride,
  MESSAGES,
} from '@paws/contracts'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  adoptionCast,
  animalStatus,
  apply,
  moveTo,
  putStatus,
  setAnimal,
  setApplication,
  twoApplications,
  walkTo,
} from './support/adoption-fixtures.ts'
import { englishTranslator } from '../src/lib/i18n.ts'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

let owner: TestUser, applicant: TestUser, admin: TestUser, animalId: number
beforeEach(async () => {
  ;({ owner, applicant, admin, animalId } = await adoptionCast(ctx, { name: 'Bruno' }))
})

const userFor = (actor: AdoptionActor) => ({ owner, applicant })[actor]

const historyOf = (id: number) =>
  db
    .selectFrom('adoption_history')
    .select(['from_status', 'to_status'])
    .where('adoption_id', '=', id)
    .orderBy('id')
    .execute()

// The tests generated from the machine make a hundred or more requests each: on a busy
// machine they need longer than the default.
const GENERATED = 120_000

describe('the adoption machine (generated from contracts ADOPTION_TRANSITIONS)', () => {
  it(
    'every legal move succeeds for its actor and is written to the timeline',
    async () => {
      const application = await apply(app, applicant, animalId)
      for (const t of ADOPTION_TRANSITIONS) {
        await setApplication(db, application.id, t.from)
        const body = t.to === 'rejected' ? { status: t.to, rejectionReason: 'Not a fit' } : { status: t.to }
        const res = await putStatus(app, userFor(t.actor), application.id, body)
        expect(res.statusCode, `${t.actor}: ${t.from} -> ${t.to}: ${res.body}`).toBe(200)
        expect(res.json().status).toBe(t.to)
        expect(res.json().history.at(-1)).toMatchObject({
          from: t.from,
          to: t.to,
          override: false,
          actor: { id: userFor(t.actor).id, role: t.actor },
        })
      }
    },
    GENERATED,
  )

  it(
    'every illegal (status, actor, target) is refused: 403 if the actor never makes that move, else 409',
    async () => {
      const application = await apply(app, applicant, animalId)
      const wrong: string[] = []
      for (const actor of ['owner', 'applicant'] as const) {
        for (const from of ADOPTION_STATUSES) {
          await setApplication(db, application.id, from)
          for (const to of ADOPTION_STATUSES) {
            if (adoptionTransition(from, to, actor)) continue
            const res = await putStatus(app, userFor(actor), application.id, { status: to, rejectionReason: 'reason' })
            const expected = adoptionActorMayReach(actor, to) ? 409 : 403
            if (res.statusCode !== expected) wrong.push(`${actor} ${from}->${to}: ${res.statusCode}`)
            if (expected === 409 && res.json().message !== adoptionConflictMessage(englishTranslator, from, to))
              wrong.push(`${actor} ${from}->${to}: ${res.body}`)
          }
          expect(
            await db
              .selectFrom('adoptions')
              .select('status')
              .where('id', '=', application.id)
              .executeTakeFirstOrThrow(),
          ).toEqual({ status: from })
        }
      }
      expect(wrong).toEqual([])
      expect(await historyOf(application.id)).toHaveLength(1)
      expect(await animalStatus(db, animalId)).toBe('available')
    },
    GENERATED,
  )

  it('nobody else may move it: another adopter and an NGO get 404; signed out 401', async () => {
    const application = await apply(app, applicant, animalId)
    const other = await createUser(ctx)
    const ngo = await createUser(ctx, { role: 'ngo' })
    for (const user of [other, ngo])
      expect((await putStatus(app, user, application.id, { status: 'cancelled' })).statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/adoptions/${application.id}/status`,
      payload: { status: 'cancelled' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await putStatus(app, owner, 999999, { status: 'under_review' })).statusCode).toBe(404)
  })

  it('409 messages say what the status is', async () => {
    const application = await apply(app, applicant, animalId)
    await moveTo(app, owner, application.id, 'approved')
    const again = await putStatus(app, owner, application.id, { status: 'approved' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This application is already marked Approved.')
    const skip = await putStatus(app, owner, application.id, { status: 'completed' })
    expect(skip.json().message).toBe("This application's status is Approved, so it cannot be changed to Completed.")
    const cancel = await putStatus(app, applicant, application.id, { status: 'cancelled' })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe("This application's status is Approved, so it can no longer be cancelled.")
  })

  it('the owner must give a reason to reject; the applicant reads it', async () => {
    const application = await apply(app, applicant, animalId)
    for (const rejectionReason of [undefined, '', '   ']) {
      const res = await putStatus(app, owner, application.id, {
        status: 'rejected',
        ...(rejectionReason !== undefined ? { rejectionReason } : {}),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([{ field: 'rejectionReason', message: english(MESSAGES.rejectionReason) }])
    }
    const rejected = await moveTo(app, owner, application.id, 'rejected', {
      rejectionReason: ' We need someone at home all day ',
    })
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We need someone at home all day',
      processedAt: expect.any(String),
    })
    expect(rejected.history!.at(-1)).toMatchObject({ to: 'rejected', note: 'We need someone at home all day' })
    const seen = await app.inject({
      method: 'GET',
      url: `/api/adoptions/${application.id}`,
      headers: bearer(applicant),
    })
    expect(seen.json().rejectionReason).toBe('We need someone at home all day')
  })

  it('processedAt is set by the first decision and kept; completedAt by completion', async () => {
    const application = await apply(app, applicant, animalId)
    expect((await moveTo(app, owner, application.id, 'under_review')).processedAt).toBeNull()
    const approved = await moveTo(app, owner, application.id, 'approved')
    expect(approved.processedAt).toEqual(expect.any(String))
    expect(approved.completedAt).toBeNull()
    await moveTo(app, owner, application.id, 'paperwork_pending')
    await moveTo(app, owner, application.id, 'ready_for_pickup')
    await moveTo(app, owner, application.id, 'trial_period')
    const returned = await moveTo(app, owner, application.id, 'returned')
    const restarted = await moveTo(app, owner, application.id, 'pending')
    await moveTo(app, owner, application.id, 'approved')
    expect(returned.processedAt).toBe(approved.processedAt)
    expect(restarted.processedAt).toBe(approved.processedAt)
    await moveTo(app, owner, application.id, 'home_visit_scheduled')
    await moveTo(app, owner, application.id, 'home_visit_completed')
    await moveTo(app, owner, application.id, 'ready_for_pickup')
    await moveTo(app, owner, application.id, 'in_transit')
    await moveTo(app, owner, application.id, 'trial_period')
    const completed = await moveTo(app, owner, application.id, 'completed')
    expect(completed.completedAt).toEqual(expect.any(String))
    expect(completed.processedAt).toBe(approved.processedAt)
    expect(completed.allowedMoves).toEqual([])
  })
})

describe('admin override', () => {
  it(
    'an admin may set any status; moves outside the machine are recorded as overrides',
    async () => {
      const application = await apply(app, applicant, animalId)
      for (const from of ADOPTION_STATUSES) {
        for (const to of ADOPTION_STATUSES) {
          if (to === from) continue
          await setApplication(db, application.id, from)
          const res = await putStatus(app, admin, application.id, { status: to })
          expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200)
          expect(res.json().history.at(-1)).toMatchObject({
            from,
            to,
            override: isAdoptionOverride(from, to),
            actor: { id: admin.id, role: 'admin' },
          })
        }
      }
      // The last move of the loop was returned -> cancelled; setting the current status again is a conflict.
      const last = await putStatus(app, admin, application.id, { status: 'cancelled' })
      expect(last.statusCode).toBe(409)
      expect(last.json().message).toBe('This application is already marked Cancelled.')
    },
    GENERATED,
  )

  it('an override note defaults to "Status set by an admin"; a legal move by an admin is no override', async () => {
    const application = await apply(app, applicant, animalId)
    const review = await moveTo(app, admin, application.id, 'under_review')
    expect(review.history!.at(-1)).toMatchObject({ override: false, note: null, actor: { role: 'admin' } })
    const jump = await moveTo(app, admin, application.id, 'completed')
    expect(jump.history!.at(-1)).toMatchObject({
      override: true,
      note: 'Status set by an admin',
      noteKey: 'historyNote.setByAdmin',
    })
    expect(await animalStatus(db, animalId)).toBe('adopted')
    const noted = await moveTo(app, admin, application.id, 'trial_period', { note: 'Entered by mistake' })
    expect(noted.history!.at(-1)).toMatchObject({ override: true, note: 'Entered by mistake' })
    expect(noted.completedAt).toBeNull()
    expect(await animalStatus(db, animalId)).toBe('pending')
  })
})

describe('racing', () => {
  it("two owners' approvals of two applications for one animal: exactly one 200, the other 409", async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    const [ra, rb] = await Promise.all([
      putStatus(app, owner, a.id, { status: 'approved' }),
      putStatus(app, owner, b.id, { status: 'approved' }),
    ])
    const codes = [ra.statusCode, rb.statusCode].sort()
    expect(codes).toEqual([200, 409])
    const loser = ra.statusCode === 409 ? ra : rb
    expect(loser.json().message).toBe(english(MESSAGES.anotherApproved))
    const rows = await db.selectFrom('adoptions').select(['id', 'status']).orderBy('id').execute()
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1)
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1)
    expect(await animalStatus(db, animalId)).toBe('pending')
    const approvals = await db.selectFrom('adoption_history').select('id').where('to_status', '=', 'approved').execute()
    expect(approvals).toHaveLength(1)
  })

  it('a 10-way race of approvals: one wins, nine 409s, one history row, one notification', async () => {
    const applicants = [applicant, ...(await Promise.all(Array.from({ length: 9 }, () => createUser(ctx))))]
    const applications = []
    for (const user of applicants) applications.push(await apply(app, user, animalId))
    const results = await Promise.all(applications.map((a) => putStatus(app, owner, a.id, { status: 'approved' })))
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(9)
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(english(MESSAGES.anotherApproved))
    const winner = applications[codes.indexOf(200)]
    const committed = await db.selectFrom('adoptions').select('id').where('status', 'in', ADOPTION_COMMITTED).execute()
    expect(committed).toEqual([{ id: winner.id }])
    expect(
      await db.selectFrom('adoption_history').select('id').where('to_status', '=', 'approved').execute(),
    ).toHaveLength(1)
    const told = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('title', '=', 'Application approved')
      .execute()
    expect(told).toEqual([{ user_id: winner.adopterId }])
  })

  it('an admin override into an approved-or-later status is refused the same way', async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    await moveTo(app, owner, a.id, 'approved')
    const res = await putStatus(app, admin, b.id, { status: 'trial_period' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(english(MESSAGES.anotherApproved))
    expect(await historyOf(b.id)).toHaveLength(1)
  })
})

describe('the animal follows the application', () => {
  it('approved -> pending; completed -> adopted', async () => {
    const application = await apply(app, applicant, animalId)
    await moveTo(app, owner, application.id, 'approved')
    expect(await animalStatus(db, animalId)).toBe('pending')
    await moveTo(app, owner, application.id, 'paperwork_pending')
    await moveTo(app, owner, application.id, 'ready_for_pickup')
    await moveTo(app, owner, application.id, 'trial_period')
    expect(await animalStatus(db, animalId)).toBe('pending')
    const done = await moveTo(app, owner, application.id, 'completed')
    expect(done.animal.status).toBe('adopted')
    expect(await animalStatus(db, animalId)).toBe('adopted')
  })

  it('rejected with no other committed application -> available; with one -> stays pending', async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    await moveTo(app, owner, a.id, 'approved')
    await moveTo(app, owner, b.id, 'rejected', { rejectionReason: 'Another family was approved' })
    expect(await animalStatus(db, animalId)).toBe('pending')
    await moveTo(app, owner, a.id, 'home_visit_scheduled')
    await moveTo(app, owner, a.id, 'rejected', { rejectionReason: 'The home visit did not go well' })
    expect(await animalStatus(db, animalId)).toBe('available')
  })

  it('cancelled by the applicant -> available, and the owner may approve someone else', async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    await moveTo(app, owner, a.id, 'approved')
    await moveTo(app, owner, a.id, 'paperwork_pending')
    await moveTo(app, applicant, a.id, 'cancelled')
    expect(await animalStatus(db, animalId)).toBe('available')
    await moveTo(app, owner, b.id, 'approved')
    expect(await animalStatus(db, animalId)).toBe('pending')
  })

  it('returned -> available; Restart Process leaves the animal available until approved again', async () => {
    const application = await apply(app, applicant, animalId)
    await walkTo(app, owner, application.id, 'trial_period')
    await moveTo(app, owner, application.id, 'returned')
    expect(await animalStatus(db, animalId)).toBe('available')
    const restarted = await moveTo(app, owner, application.id, 'pending')
    expect(restarted.history!.at(-1)).toMatchObject({ from: 'returned', to: 'pending' })
    expect(await animalStatus(db, animalId)).toBe('available')
    await moveTo(app, owner, application.id, 'approved')
    expect(await animalStatus(db, animalId)).toBe('pending')
  })

  it("the owner's own holds stay: medical_hold is not replaced by pending or available, but completion adopts", async () => {
    const application = await apply(app, applicant, animalId)
    await setAnimal(db, animalId, 'medical_hold')
    await moveTo(app, owner, application.id, 'approved')
    expect(await animalStatus(db, animalId)).toBe('medical_hold')
    await moveTo(app, owner, application.id, 'home_visit_scheduled')
    await moveTo(app, owner, application.id, 'rejected', { rejectionReason: 'Not now' })
    expect(await animalStatus(db, animalId)).toBe('medical_hold')

    const other = await insertAnimal(db, owner.id, { name: 'Moti' })
    const second = await apply(app, applicant, other)
    await walkTo(app, owner, second.id, 'trial_period')
    await setAnimal(db, other, 'unavailable')
    await moveTo(app, owner, second.id, 'completed')
    expect(await animalStatus(db, other)).toBe('adopted')
  })

  it('a soft-deleted animal is never brought back by the workflow', async () => {
    const application = await apply(app, applicant, animalId)
    await moveTo(app, owner, application.id, 'approved')
    // The owner may not delete it mid-adoption (409); an admin's override still can.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/animals/${animalId}`, headers: bearer(owner) })).statusCode,
    ).toBe(409)
    await app.inject({
      method: 'PUT',
      url: `/api/animals/admin/${animalId}`,
      headers: bearer(admin),
      payload: { status: 'deleted' },
    })
    await moveTo(app, owner, application.id, 'home_visit_scheduled')
    await moveTo(app, owner, application.id, 'rejected', { rejectionReason: 'Listing withdrawn' })
    expect(await animalStatus(db, animalId)).toBe('deleted')
  })

  it('an admin moving the committed application back to review frees the animal', async () => {
    const application = await apply(app, applicant, animalId)
    await moveTo(app, owner, application.id, 'approved')
    await moveTo(app, admin, application.id, 'under_review')
    expect(await animalStatus(db, animalId)).toBe('available')
  })
})

describe('the database enforces the rules', () => {
  it('the partial unique indexes use exactly the contracts lists', async () => {
    const rows = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where tablename = 'adoptions'`.execute(db)
    const def = (name: string) => rows.rows.find((r) => r.indexname === name)!.indexdef
    const quoted = (list: string) => new Set([...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]))
    expect(def('adoptions_one_committed_per_animal')).toMatch(/UNIQUE INDEX .*\(animal_id\)/)
    expect(quoted(def('adoptions_one_committed_per_animal'))).toEqual(new Set(ADOPTION_COMMITTED))
    expect(def('adoptions_one_open_per_applicant')).toMatch(/UNIQUE INDEX .*\(animal_id, adopter_id\)/)
    expect(quoted(def('adoptions_one_open_per_applicant'))).toEqual(new Set(ADOPTION_CLOSED))
  })

  it("a second committed row for one animal cannot be written even behind the API's back", async () => {
    const { a, b } = await twoApplications(ctx, applicant, animalId)
    await setApplication(db, a.id, 'completed')
    await expect(setApplication(db, b.id, 'approved')).rejects.toMatchObject({ code: '23505' })
    // Outside the type on purpose: the CHECK constraint is what refuses it.
    await expect(setApplication(db, b.id, 'nonsense' as AdoptionStatus)).rejects.toMatchObject({ code: '23514' })
  })
})
