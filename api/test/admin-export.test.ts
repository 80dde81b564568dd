// CSV exports of the admin lists: the list's filter, admins only, cells that a
// spreadsheet would run as formulas defused, every row across many pages.
import { parse } from 'csv-parse/sync'
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertAnimal } from './support/factories/animals.ts'
import { bearer, createUser, resetDb, setupApp, type TestUser } from './support/helper.ts'
import { report } from './support/rescue-fixtures.ts'

const ctx = await setupApp()
const { app, db } = ctx

let requester: TestUser
let admin: TestUser

beforeEach(async () => {
  await resetDb(db)
  requester = await createUser(ctx)
  admin = await createUser(ctx, { role: 'admin' })
})

const download = (path: string, user: TestUser | null = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/export/${path}`, headers: user ? bearer(user) : {} })

function rows(body: string): Record<string, string>[] {
  return parse(body, { columns: true, skip_empty_lines: true })
}

describe('CSV exports', () => {
  it('exports the rescues list with its filter, as a download', async () => {
    const critical = await report(app, requester, { urgency: 'critical' })
    await report(app, requester, { urgency: 'low' })
    const res = await download('rescues.csv?urgency=critical&status=pending')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rescues-\d{4}-\d{2}-\d{2}\.csv"$/)
    const got = rows(res.body)
    expect(got.map((r) => Number(r.Case))).toEqual([critical.id])
    expect(got[0]).toMatchObject({ Status: 'Pending', Urgency: 'Critical', City: 'Mumbai', Latitude: '19.0544' })
    // Times are India time, to the minute.
    expect(got[0].Reported).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/)
    expect(rows((await download('rescues.csv?status=completed')).body)).toEqual([])
    expect((await download('rescues.csv?status=nonsense')).statusCode).toBe(400)
  })

  it('carries what became of the animal of a completed case', async () => {
    const done = await report(app, requester)
    await db
      .updateTable('rescues')
      .set({ status: 'completed', outcome: 'taken_to_clinic', outcome_place: 'Parel animal hospital' })
      .where('id', '=', done.id)
      .execute()
    const got = rows((await download('rescues.csv?status=completed')).body)
    expect(got).toEqual([
      expect.objectContaining({
        Case: String(done.id),
        Outcome: 'Taken to a clinic or shelter',
        'Outcome place': 'Parel animal hospital',
      }),
    ])
  })

  it("is in the admin's language: headers, labels and yes/no; times in India time", async () => {
    const critical = await report(app, requester, { urgency: 'critical' })
    await db
      .updateTable('rescues')
      .set({ created_at: new Date('2026-11-26T16:34:00Z') })
      .where('id', '=', critical.id)
      .execute()
    expect(
      (await app.inject({ method: 'PUT', url: '/api/users/locale', headers: bearer(admin), payload: { locale: 'mr' } }))
        .statusCode,
    ).toBe(204)
    const [marathi] = rows((await download('rescues.csv')).body)
    expect(marathi).toMatchObject({
      केस: String(critical.id),
      स्थिती: 'प्रलंबित',
      तातडी: 'अतिगंभीर',
      प्राणी: 'कुत्रा',
      नोंदवली: '2026-11-26 22:04 IST',
    })
    const users = rows((await download('users.csv')).body)
    expect(users.find((u) => u['ई-मेल'] === admin.email)).toMatchObject({ भूमिका: 'ॲडमिन', सक्रिय: 'हो' })
    expect(users.find((u) => u['ई-मेल'] === requester.email)).toMatchObject({ भूमिका: 'दत्तक घेणारे' })
  })

  it('is for admins only', async () => {
    const ngo = await createUser(ctx, { role: 'ngo' })
    for (const path of ['rescues.csv', 'users.csv', 'ngos.csv', 'animals.csv', 'adoptions.csv']) {
      expect((await download(path, null)).statusCode).toBe(401)
      expect((await download(path, requester)).statusCode).toBe(403)
      expect((await download(path, ngo)).statusCode).toBe(403)
      expect((await download(path)).statusCode).toBe(200)
    }
  })

  it('defuses cells a spreadsheet would run as a formula, and keeps quotes and commas intact', async () => {
    const evil = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTab', '\rCR']
    for (const [i, name] of evil.entries()) {
      await db
        .updateTable('users')
        .set({ first_name: name, last_name: `Plain, "quoted" ${i}` })
        .where('id', '=', requester.id)
        .execute()
      const got = rows((await download(`users.csv?role=adopter`)).body)
      expect(got).toHaveLength(1)
      expect(got[0]['First name']).toBe(`'${name}`)
      expect(got[0]['Last name']).toBe(`Plain, "quoted" ${i}`)
    }
    const users = rows((await download('users.csv?role=admin')).body)
    expect(users.map((u) => u['E-mail'])).toEqual([admin.email])
    expect(users[0]['E-mail confirmed']).toBe('yes')
  })

  it('exports the NGO list with its filter', async () => {
    const approved = await createUser(ctx, { role: 'ngo' })
    await createUser(ctx, { role: 'ngo', ngoStatus: 'pending' })
    const got = rows((await download('ngos.csv?isVerified=true')).body)
    expect(got.map((n) => Number(n.NGO))).toEqual([approved.ngoId])
    expect(got[0]).toMatchObject({ Approval: 'Approved', Services: 'Rescue', Capacity: '10' })
  })

  it('exports the animals list with its filter, deleted ones only when asked', async () => {
    const dog = await insertAnimal(db, requester.id, { name: '=cmd|calc', species: 'dog', status: 'available' })
    const cat = await insertAnimal(db, requester.id, { name: 'Billi', species: 'cat', status: 'adopted' })
    const gone = await insertAnimal(db, requester.id, { name: 'Gone', species: 'dog', deleted_at: new Date() })
    const ids = async (path: string) => rows((await download(path)).body).map((r) => Number(r.Animal))
    expect(await ids('animals.csv?status=available')).toEqual([dog])
    expect(await ids('animals.csv?species=cat')).toEqual([cat])
    expect(await ids('animals.csv')).toEqual([dog, cat])
    expect(await ids('animals.csv?includeDeleted=true')).toEqual([dog, cat, gone])
    const [first] = rows((await download('animals.csv?status=available')).body)
    expect(first).toMatchObject({
      Name: "'=cmd|calc",
      Species: 'Dog',
      Status: 'Available',
      'Listed by': requester.email,
    })
    expect((await download('animals.csv?status=nonsense')).statusCode).toBe(400)
  })

  it('exports the adoption applications with their filter', async () => {
    const animal = await insertAnimal(db, admin.id, { name: 'Moti' })
    const adopter = await createUser(ctx)
    const applied = await app.inject({
      method: 'POST',
      url: '/api/adoptions',
      headers: bearer(adopter),
      payload: { animalId: animal },
    })
    expect(applied.statusCode, applied.body).toBe(201)
    const got = rows((await download('adoptions.csv?status=pending')).body)
    expect(got).toHaveLength(1)
    expect(got[0]).toMatchObject({
      Application: String(applied.json().id),
      Status: 'Pending Review',
      'Animal name': 'Moti',
      'Adopter e-mail': adopter.email,
      'Owner e-mail': admin.email,
    })
    expect(rows((await download('adoptions.csv?status=approved')).body)).toEqual([])
    expect((await download('adoptions.csv?status=maybe')).statusCode).toBe(400)
  })

  it('streams every row across many pages, in order, none twice', async () => {
    const total = 2_345
    await sql`
      insert into rescues (requester_id, animal_type, urgency, description, location)
      select ${requester.id}, 'dog', case when g % 2 = 0 then 'high' else 'low' end, 'Case ' || g,
        jsonb_build_object('address', 'Road ' || g, 'city', 'Mumbai', 'lat', 19 + g / 100000.0, 'lng', 72.8)
      from generate_series(1, ${total}) g`.execute(db)
    const all = rows((await download('rescues.csv')).body)
    expect(all).toHaveLength(total)
    const ids = all.map((r) => Number(r.Case))
    expect(new Set(ids).size).toBe(total)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const high = rows((await download('rescues.csv?urgency=high')).body)
    expect(high).toHaveLength(Math.floor(total / 2))
  })
})
