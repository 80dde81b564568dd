import { englishTranslator as english } from '../src/lib/i18n.ts'
import {
  MESSAGES,
  RESCUE_STATUSES,
  RESCUE_OPEN,
  RESCUE_TRANSITIONS,
  type RescueActor,
  rescueActorMayReach,
  rescueTransition,
} from '@paws/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { put, report, type RescueJson, setCase } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let ngo: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  ngo = await createUser(ctx, { role: 'ngo' })
  admin = await createUser(ctx, { role: 'admin' })
})

const userFor = (actor: Exclude<RescueActor, 'clinic'>) => ({ admin, ngo, requester })[actor]

describe('the rescue machine (generated from contracts RESCUE_TRANSITIONS)', () => {
  it('every legal move succeeds for its actor and is written to the timeline', async () => {
    const rescue = await report(app, requester)
    for (const t of RESCUE_TRANSITIONS) {
      // A step keeps the status: only its field action makes it (clinic-handover.test.ts).
      if (t.from === t.to || t.actor === 'clinic') continue
      // The reporter's "still there" is the closure answer, never a PUT (rescue-closure.test.ts).
      if (t.actor === 'watcher') continue
      const ngoOnCase = t.actor === 'admin' || ['pending', 'declined'].includes(t.from) ? null : ngo.ngoId!
      await setCase(db, rescue.id, { status: t.from, ngo_id: ngoOnCase })
      if (t.actor === 'ngo' && RESCUE_OPEN.includes(t.from)) {
        // Taking a case nobody holds is the dispatch accept (POST /actions on an offer or on duty
        // near it, dispatch.test.ts); through PUT an NGO has no part in such a case.
        expect((await put(app, ngo, rescue.id, { status: t.to })).statusCode).toBe(404)
        continue
      }
      const body =
        t.actor === 'admin'
          ? { ngoId: ngo.ngoId }
          : t.to === 'declined'
            ? { status: t.to, declineReason: 'No van today' }
            : { status: t.to }
      const res = await put(app, userFor(t.actor), rescue.id, body)
      expect(res.statusCode, `${t.actor}: ${t.from} -> ${t.to}: ${res.body}`).toBe(200)
      const after = res.json() as RescueJson
      expect(after.status).toBe(t.to)
      expect(after.history!.at(-1)).toMatchObject({
        from: t.from,
        to: t.to,
        override: false,
        actor: { id: userFor(t.actor).id, role: t.actor },
      })
    }
  })

  it('every illegal (status, actor, target) for the NGO and the requester is refused: 403 if never theirs, else 409', async () => {
    const rescue = await report(app, requester)
    const wrong: string[] = []
    for (const actor of ['ngo', 'requester'] as const) {
      for (const from of RESCUE_STATUSES) {
        // The NGO stays on the case in every status so it is always the NGO acting.
        await setCase(db, rescue.id, { status: from, ngo_id: ngo.ngoId! })
        for (const to of RESCUE_STATUSES) {
          if (rescueTransition(from, to, actor)) continue
          const res = await put(app, userFor(actor), rescue.id, { status: to, declineReason: 'reason' })
          const expected = rescueActorMayReach(actor, to) ? 409 : 403
          if (res.statusCode !== expected) wrong.push(`${actor} ${from}->${to}: ${res.statusCode}`)
        }
        const row = await db
          .selectFrom('rescues')
          .select(['status', 'ngo_id'])
          .where('id', '=', rescue.id)
          .executeTakeFirstOrThrow()
        expect(row).toEqual({ status: from, ngo_id: ngo.ngoId })
      }
    }
    expect(wrong).toEqual([])
    expect(await db.selectFrom('rescue_history').select('id').execute()).toHaveLength(1)
  })

  it('an admin may set any status; moves outside the machine are admin overrides', async () => {
    const rescue = await report(app, requester)
    for (const from of RESCUE_STATUSES) {
      for (const to of RESCUE_STATUSES) {
        if (to === from) continue
        await setCase(db, rescue.id, { status: from, ngo_id: ngo.ngoId! })
        const res = await put(app, admin, rescue.id, { status: to })
        expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200)
        expect(res.json().history.at(-1)).toMatchObject({
          from,
          to,
          override: !rescueTransition(from, to, 'admin'),
          actor: { role: 'admin' },
        })
        // Back to pending or declined means no NGO holds the case any more.
        expect(res.json().ngoId).toBe(to === 'pending' || to === 'declined' ? null : ngo.ngoId)
      }
    }
  })

  it('409 messages say what the status is', async () => {
    const rescue = await report(app, requester)
    await setCase(db, rescue.id, { status: 'accepted', ngo_id: ngo.ngoId! })
    const again = await put(app, ngo, rescue.id, { status: 'accepted' })
    expect(again.json().message).toBe('This rescue request is already accepted.')
    const skip = await put(app, ngo, rescue.id, { status: 'rescued' })
    expect(skip.json().message).toBe('This rescue request is accepted, so it cannot be marked rescued yet.')
    await setCase(db, rescue.id, { status: 'completed', ngo_id: ngo.ngoId! })
    const cancel = await put(app, requester, rescue.id, { status: 'cancelled' })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe('This rescue request is already completed.')
    const other = await createUser(ctx, { role: 'ngo' })
    const assign = await put(app, admin, rescue.id, { ngoId: other.ngoId })
    expect(assign.statusCode).toBe(409)
    expect(assign.json().message).toBe('This rescue request is already completed.')
  })
})

describe('assigning', () => {
  it('only to an approved, active NGO; only while pending or declined without an NGO', async () => {
    const pendingNgo = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const inactive = await createUser(ctx, { role: 'ngo' })
    await db.updateTable('ngos').set({ is_active: false }).where('id', '=', inactive.ngoId!).execute()
    const rescue = await report(app, requester)
    for (const ngoId of [pendingNgo.ngoId, inactive.ngoId, 99999]) {
      const res = await put(app, admin, rescue.id, { ngoId })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual([
        { field: 'ngoId', message: 'This NGO cannot take rescue cases. Please choose an approved, active NGO.' },
      ])
    }
    const noNgo = await put(app, admin, rescue.id, { status: 'assigned' })
    expect(noNgo.statusCode).toBe(400)
    expect(noNgo.json().errors).toEqual([{ field: 'ngoId', message: english(MESSAGES.assignNgo) }])

    const ok = await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      status: 'assigned',
      ngoId: ngo.ngoId,
      ngo: { id: ngo.ngoId, name: `Test NGO ${ngo.id}` },
    })
    expect(ok.json().history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'assigned',
      note: `Assigned to Test NGO ${ngo.id}`,
    })
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(200)
    const other = await createUser(ctx, { role: 'ngo' })
    expect((await put(app, ngo, rescue.id, { ngoId: other.ngoId })).statusCode).toBe(403)
    // Not yet accepted: the admin reassigns it at any time; once accepted, no more.
    const reassign = await put(app, admin, rescue.id, { ngoId: other.ngoId })
    expect(reassign.statusCode, reassign.body).toBe(200)
    expect(reassign.json()).toMatchObject({ status: 'assigned', ngoId: other.ngoId })
    expect((await put(app, other, rescue.id, { status: 'accepted' })).statusCode).toBe(200)
    expect((await put(app, admin, rescue.id, { ngoId: ngo.ngoId })).statusCode).toBe(409)
  })
})

describe('declining', () => {
  it('needs a reason; clears the NGO, keeps who declined, and returns the case to the admins for reassignment', async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    for (const declineReason of [undefined, '', '   ']) {
      const res = await put(app, ngo, rescue.id, {
        status: 'declined',
        ...(declineReason !== undefined ? { declineReason } : {}),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([{ field: 'declineReason', message: english(MESSAGES.declineReason) }])
    }
    const declined = await put(app, ngo, rescue.id, {
      status: 'declined',
      declineReason: ' Our van is in the workshop ',
      declinedBy: ngo.id,
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json()).toMatchObject({
      status: 'declined',
      ngoId: null,
      declinedBy: ngo.ngoId,
      declineReason: 'Our van is in the workshop',
    })
    expect(declined.json().history.at(-1)).toMatchObject({
      to: 'declined',
      note: 'Our van is in the workshop',
      actor: { name: `Test NGO ${ngo.id}`, role: 'ngo' },
    })

    expect(
      (await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(ngo) })).statusCode,
    ).toBe(404)
    const seenByAdmin = (
      await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(admin) })
    ).json()
    expect(seenByAdmin).toMatchObject({ declineReason: 'Our van is in the workshop', declinedBy: ngo.ngoId })
    const seenByRequester = (
      await app.inject({ method: 'GET', url: `/api/rescues/${rescue.id}`, headers: bearer(requester) })
    ).json()
    expect(seenByRequester).not.toHaveProperty('declineReason')
    expect(seenByRequester.status).toBe('declined')

    const other = await createUser(ctx, { role: 'ngo' })
    const reassigned = await put(app, admin, rescue.id, { ngoId: other.ngoId })
    expect(reassigned.statusCode).toBe(200)
    expect(reassigned.json()).toMatchObject({ status: 'assigned', ngoId: other.ngoId, declinedBy: ngo.ngoId })
  })
})

describe('racing', () => {
  it('20 concurrent accepts by the assigned NGO: exactly one 200 and nineteen 409s', async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => put(app, ngo, rescue.id, { status: 'accepted' })),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('This rescue request is already accepted.')
    const history = await db
      .selectFrom('rescue_history')
      .select('to_status')
      .where('rescue_id', '=', rescue.id)
      .execute()
    expect(history.map((h) => h.to_status)).toEqual(['pending', 'assigned', 'accepted'])
    // "We received your report", then one "accepted".
    expect(
      await db.selectFrom('notifications').select('title').where('user_id', '=', requester.id).orderBy('id').execute(),
    ).toEqual([{ title: 'We received your report' }, { title: 'Rescue request accepted' }])
  })

  it("an accept racing the requester's cancel: no lost update, the timeline holds exactly the moves that succeeded", async () => {
    const rescue = await report(app, requester)
    await put(app, admin, rescue.id, { ngoId: ngo.ngoId })
    const [accept, cancel] = await Promise.all([
      put(app, ngo, rescue.id, { status: 'accepted' }),
      put(app, requester, rescue.id, { status: 'cancelled' }),
    ])
    // Either may go first. Both read "assigned": the second UPDATE finds it changed (409).
    // Cancel reading after the accept committed is still legal (both 200).
    const codes = [accept.statusCode, cancel.statusCode]
    expect(codes.every((c) => c === 200 || c === 409) && codes.includes(200)).toBe(true)
    const final = await db.selectFrom('rescues').select('status').where('id', '=', rescue.id).executeTakeFirstOrThrow()
    expect(final.status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'accepted')
    const history = await db
      .selectFrom('rescue_history')
      .select('to_status')
      .where('rescue_id', '=', rescue.id)
      .orderBy('id')
      .execute()
    const moved = [
      ...(accept.statusCode === 200 ? ['accepted'] : []),
      ...(cancel.statusCode === 200 ? ['cancelled'] : []),
    ]
    expect(history.map((h) => h.to_status)).toEqual(['pending', 'assigned', ...moved])
  })
})
