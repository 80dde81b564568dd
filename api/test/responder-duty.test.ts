// On duty: NGO members only; 1, 3 or 8 hours or until switched off; the position kept to about
// 100 m; duty past its end reads as off; the nearest on-duty members of a point, nearest first.
import { beforeEach, describe, expect, it } from 'vitest'
import { onDutyNear } from '../src/modules/responders/responders.repository.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'

const ctx = await setupApp()
const { app, db } = ctx

beforeEach(() => resetDb(db))

const duty = (user: TestUser, payload?: Record<string, unknown>) =>
  payload === undefined
    ? app.inject({ method: 'GET', url: '/api/responders/me/duty', headers: bearer(user) })
    : app.inject({ method: 'PUT', url: '/api/responders/me/duty', headers: bearer(user), payload })

const ANDHERI = { lat: 19.1197, lng: 72.8468 }
const BANDRA = { lat: 19.0544, lng: 72.8402 }
const COLABA = { lat: 18.9067, lng: 72.8147 }

describe('on duty', () => {
  it('starts for the hours chosen with skills, keeps the position to 3 decimals, and ends by a tap', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await duty(ngo)).json()).toMatchObject({ onDuty: false, until: null, lat: null, skills: [] })

    const on = await duty(ngo, {
      onDuty: true,
      hours: 3,
      lat: 19.123456,
      lng: 72.846789,
      skills: ['transport', 'first_aid'],
    })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json()).toMatchObject({ onDuty: true, lat: 19.123, lng: 72.847, skills: ['transport', 'first_aid'] })
    const hours = (new Date(on.json().until).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(2.9)
    expect(hours).toBeLessThanOrEqual(3)
    const stored = await db.selectFrom('responder_duty').selectAll().executeTakeFirstOrThrow()
    expect([stored.lat, stored.lng]).toEqual([19.123, 72.847])

    // A position refresh keeps the end.
    const moved = await duty(ngo, { onDuty: true, lat: 19.2, lng: 72.9 })
    expect(moved.json()).toMatchObject({ onDuty: true, lat: 19.2, lng: 72.9, until: on.json().until })

    const off = await duty(ngo, { onDuty: false })
    expect(off.json()).toMatchObject({ onDuty: false, until: null, lat: null, skills: ['transport', 'first_aid'] })
    const row = await db.selectFrom('responder_duty').select(['lat', 'lng']).executeTakeFirstOrThrow()
    expect(row).toEqual({ lat: null, lng: null })

    const forever = await duty(ngo, { onDuty: true, hours: null, lat: 19.1, lng: 72.8 })
    expect(forever.json()).toMatchObject({ onDuty: true, until: null })
  })

  it('keeps quiet hours set with the duty, on or off duty, until cleared; refuses bad ones, changing nothing', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await duty(ngo)).json()).toMatchObject({ quietHours: null })
    const on = await duty(ngo, { onDuty: true, hours: 1, ...BANDRA, quietHours: { from: '22:30', to: '06:45' } })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json().quietHours).toEqual({ from: '22:30', to: '06:45' })
    const stored = await db.selectFrom('responder_quiet_hours').selectAll().executeTakeFirstOrThrow()
    expect([stored.from_minute, stored.to_minute]).toEqual([22 * 60 + 30, 6 * 60 + 45])
    // Left out, they stay: a position refresh, going off duty.
    expect((await duty(ngo, { onDuty: true, ...ANDHERI })).json().quietHours).toEqual({ from: '22:30', to: '06:45' })
    expect((await duty(ngo, { onDuty: false })).json().quietHours).toEqual({ from: '22:30', to: '06:45' })
    // Set while off duty (the duty screen's own form), then read back.
    expect((await duty(ngo, { onDuty: false, quietHours: { from: '13:00', to: '15:00' } })).statusCode).toBe(200)
    expect((await duty(ngo)).json()).toMatchObject({ onDuty: false, quietHours: { from: '13:00', to: '15:00' } })
    for (const quietHours of [
      { from: '13:00', to: '13:00' },
      { from: '24:00', to: '06:00' },
      { from: '7:00', to: '09:00' },
      { from: '07:60', to: '09:00' },
      { from: '07:00' },
      { from: '07:00', to: '09:00', days: 'all' },
      'night',
    ]) {
      const res = await duty(ngo, { onDuty: true, hours: 1, ...BANDRA, quietHours })
      expect(res.statusCode, JSON.stringify(quietHours)).toBe(400)
    }
    expect((await duty(ngo)).json()).toMatchObject({ onDuty: false, quietHours: { from: '13:00', to: '15:00' } })
    expect((await duty(ngo, { onDuty: false, quietHours: null })).json().quietHours).toBeNull()
    expect(await db.selectFrom('responder_quiet_hours').selectAll().execute()).toEqual([])
  })

  it('refuses bad hours, positions out of range, unknown skills and half a position, changing nothing', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    for (const body of [
      { onDuty: true, hours: 2 },
      { onDuty: true, hours: 0 },
      { onDuty: true, hours: '3' },
      { onDuty: true, hours: 1, lat: 91, lng: 72 },
      { onDuty: true, hours: 1, lat: 19, lng: -181 },
      { onDuty: true, hours: 1, lat: 19 },
      { onDuty: true, hours: 1, skills: ['flying'] },
      { onDuty: true, hours: 1, skills: ['transport', 'transport'] },
      { hours: 1 },
    ]) {
      const res = await duty(ngo, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect(await db.selectFrom('responder_duty').selectAll().execute()).toEqual([])
  })

  it('is for NGO members only', async () => {
    const adopter = await createUser(ctx)
    const admin = await createUser(ctx, { role: 'admin' })
    for (const user of [adopter, admin]) {
      expect((await duty(user)).statusCode).toBe(403)
      expect((await duty(user, { onDuty: true, hours: 1 })).statusCode).toBe(403)
    }
    const pending = await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    expect((await duty(pending, { onDuty: true, hours: 1 })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/responders/me/duty' })).statusCode).toBe(401)
  })

  it('ends by itself when its time is up', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    expect((await duty(ngo, { onDuty: true, hours: 1, ...ANDHERI })).statusCode).toBe(200)
    expect(await onDutyNear(db, ANDHERI, 1, { now: new Date() })).toHaveLength(1)
    await db
      .updateTable('responder_duty')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expect((await duty(ngo)).json()).toMatchObject({ onDuty: false, until: null, lat: null })
    expect(await onDutyNear(db, ANDHERI, 1, { now: new Date() })).toEqual([])
    const members = await app.inject({ method: 'GET', url: '/api/ngos/me/members', headers: bearer(ngo) })
    expect(members.json().members[0].onDuty).toBe(false)
  })
})

describe('onDutyNear', () => {
  it('answers the on-duty members within the radius, nearest first, with distance', async () => {
    const andheri = await createUser(ctx, { role: 'ngo' })
    const bandra = await createUser(ctx, { role: 'ngo' })
    const colaba = await createUser(ctx, { role: 'ngo' })
    const off = await createUser(ctx, { role: 'ngo' })
    const suspended = await createUser(ctx, { role: 'ngo' })
    for (const [user, place] of [
      [andheri, ANDHERI],
      [bandra, BANDRA],
      [colaba, COLABA],
      [off, ANDHERI],
      [suspended, ANDHERI],
    ] as const) {
      expect((await duty(user, { onDuty: true, hours: 8, ...place, skills: ['transport'] })).statusCode).toBe(200)
    }
    await duty(off, { onDuty: false })
    await db
      .updateTable('ngos')
      .set({ is_active: false })
      .where('id', '=', suspended.ngoId as number)
      .execute()

    const near = await onDutyNear(db, { lat: 19.11, lng: 72.845 }, 10, { now: new Date() })
    expect(near.map((r) => r.userId)).toEqual([andheri.id, bandra.id])
    expect(near[0].distanceKm).toBeLessThan(2)
    expect(near[1].distanceKm).toBeGreaterThan(near[0].distanceKm)
    expect(near[0]).toMatchObject({ ngoId: andheri.ngoId, kind: 'coordinator', skills: ['transport'] })
    const all = await onDutyNear(db, { lat: 19.11, lng: 72.845 }, 50, { now: new Date() })
    expect(all.map((r) => r.userId)).toEqual([andheri.id, bandra.id, colaba.id])
    expect(await onDutyNear(db, { lat: 19.11, lng: 72.845 }, 50, { now: new Date(), skills: ['catching'] })).toEqual([])
    expect(await onDutyNear(db, { lat: 19.11, lng: 72.845 }, 50, { now: new Date(), limit: 1 })).toHaveLength(1)
  })
})
