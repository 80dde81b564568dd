// The privacy walk's trilateration (docs/rules.md#privacy-walk): an on-duty member who asks the
// self-pick list from many points a few metres apart, and reads the offers and their pushes,
// learns nothing finer than the approximate cell. Two cases are filed at opposite corners of one
// grid cell, about 120 m apart; every answer must read them alike (listed or not, the same
// place, the same distance), so no number of questions tells one corner from the other.
import { beforeAll, describe, expect, it } from 'vitest'
import { dispatchSettings } from '../src/lib/settings.ts'
import { APPROXIMATE_GRID_DEGREES } from '../src/lib/geo.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { notificationsOf, report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

// One cell of the grid: [19.119, 19.120] x [72.846, 72.847]; its centre is the approximate place.
const CELL = { lat: 19.1195, lng: 72.8465 }
const CORNER_SW = { lat: 19.11906, lng: 72.84606 }
const CORNER_NE = { lat: 19.11994, lng: 72.84694 }
const METRES_PER_DEGREE = 111_195
const cosLat = Math.cos((CELL.lat * Math.PI) / 180)
/** A point `m` metres from the cell's centre in a direction (north, south, east, west). */
const from = (m: number, dir: 'n' | 's' | 'e' | 'w') => ({
  lat: CELL.lat + (dir === 'n' ? m : dir === 's' ? -m : 0) / METRES_PER_DEGREE,
  lng: CELL.lng + (dir === 'e' ? m : dir === 'w' ? -m : 0) / (METRES_PER_DEGREE * cosLat),
})

let member: TestUser
const ids = { sw: 0, ne: 0 }

interface OpenCase {
  id: number
  distanceM: number | null
  place: Record<string, unknown>
}

beforeAll(async () => {
  await resetDb(db)
  member = await createUser(ctx, { role: 'ngo' })
  const duty = await app.inject({
    method: 'PUT',
    url: '/api/responders/me/duty',
    headers: bearer(member),
    payload: { onDuty: true, hours: 8, skills: ['transport'], ...from(600, 'n') },
  })
  expect(duty.statusCode, duty.body).toBe(200)
  for (const [key, at] of [
    ['sw', CORNER_SW],
    ['ne', CORNER_NE],
  ] as const) {
    const reporter = await createUser(ctx)
    const filed = await report(app, reporter, {
      urgency: 'critical',
      location: { address: 'Room 4, Gilbert Hill Road', city: 'Mumbai', pincode: '400058', accuracy: 5, ...at },
    })
    ids[key] = filed.id
  }
}, 60_000)

/** The two corner cases as the self-pick list from `point` reads them (null: not listed). */
async function listedFrom(point: { lat: number; lng: number }) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/rescues/nearby-open?lat=${point.lat.toFixed(6)}&lng=${point.lng.toFixed(6)}`,
    headers: bearer(member),
  })
  expect(res.statusCode, res.body).toBe(200)
  const cases = res.json().rescues as OpenCase[]
  const strip = (c: OpenCase | undefined) => (c ? { distanceM: c.distanceM, place: c.place } : null)
  return { sw: strip(cases.find((c) => c.id === ids.sw)), ne: strip(cases.find((c) => c.id === ids.ne)) }
}

describe('the privacy walk: trilateration by a member on duty', () => {
  // One direction a test: 72 questions each, so a busy machine does not run one out of its time.
  it.each(['n', 's', 'e', 'w'] as const)(
    'the self-pick list, asked going %s from points 10 m apart across its edge and near the cell, reads both corners alike',
    async (dir) => {
      const { wideRadiusM } = await dispatchSettings(db)
      const points: { lat: number; lng: number }[] = []
      // Across the edge of the list's radius, where a box on the exact place would cut between them.
      for (let m = wideRadiusM - 200; m <= wideRadiusM + 200; m += 10) points.push(from(m, dir))
      // Close by, where distances would differ most.
      for (let m = 0; m <= 300; m += 10) points.push(from(m, dir))
      let listed = 0
      const differences: string[] = []
      for (const point of points) {
        const read = await listedFrom(point)
        if (read.sw) listed++
        if (JSON.stringify(read.sw) !== JSON.stringify(read.ne)) {
          differences.push(`from ${point.lat.toFixed(6)},${point.lng.toFixed(6)}: ${JSON.stringify(read)}`)
        }
      }
      const cellM = Math.round(APPROXIMATE_GRID_DEGREES * METRES_PER_DEGREE)
      console.log(
        `trilateration (${dir}): ${points.length} questions from points 10 m apart, ${listed} listing the cases; ` +
          `${differences.length} told the two corners (${Math.round(METRES_PER_DEGREE * Math.hypot(CORNER_NE.lat - CORNER_SW.lat, (CORNER_NE.lng - CORNER_SW.lng) * cosLat))} m apart) apart; ` +
          `what is left unknown: the cell, about ${cellM} m north-south`,
      )
      // Both outcomes occurred, so the edge was crossed; and no answer told the corners apart.
      expect(listed).toBeGreaterThan(0)
      expect(listed).toBeLessThan(points.length)
      expect(differences).toEqual([])
    },
  )

  it('the offers and their pushes name the same place and distance for both corners', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/rescues/offers', headers: bearer(member) })
    expect(res.statusCode, res.body).toBe(200)
    const offers = res.json().offers as { rescue: OpenCase }[]
    const of = (id: number) => offers.find((o) => o.rescue.id === id)?.rescue
    const sw = of(ids.sw)
    const ne = of(ids.ne)
    expect(sw && ne, 'both cases were offered to the member').toBeTruthy()
    expect({ distanceM: sw!.distanceM, place: sw!.place }).toEqual({ distanceM: ne!.distanceM, place: ne!.place })
    const told = await notificationsOf(db, member.id)
    const text = (id: number) =>
      told
        .filter((n) => n.url === `/respond/${id}`)
        .map((n) => n.message.replaceAll(`#${id}`, '#N'))
        .join('\n')
    expect(text(ids.sw)).toMatch(/about \d+ m/)
    expect(text(ids.sw)).toBe(text(ids.ne))
  })
})
