// The nearby benchmark's 100,000 rescue cases, made by the database in one statement
// (deterministic: setseed). Spread over Mumbai (about 39 km by 20 km) and the last year; 2% were
// reported in the last 48 hours and are open, older ones are mostly closed (85%), as a service
// that has run for a year would hold. About a third have a photo.
import { sql } from 'kysely'
import type { Database } from '../src/db/database.ts'

const REPORTERS = 5_000

/** Seeds `count` cases; answers the database's "now" the ages were counted from. */
export async function seedRescues(db: Database, count: number): Promise<Date> {
  // 5,000 reporters, so the per-reporter index looks as it would in use.
  await sql`
    insert into users (email, password_hash, role, first_name, last_name, email_verified)
    select 'bench-reporter-' || i || '@example.in', 'x', 'adopter', 'Bench', 'Reporter ' || i, true
    from generate_series(1, ${REPORTERS}) i
  `.execute(db)
  const { first } = await sql<{ first: number }>`select min(id) as first from users`.execute(db).then((r) => r.rows[0]!)
  const { now } = await sql<{ now: Date }>`select now() as now`.execute(db).then((r) => r.rows[0]!)
  // One transaction without the app's statement time limit: the bulk inserts take a while.
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx)
    await sql`select setseed(0.42)`.execute(trx)
    await sql`
    insert into rescues (requester_id, animal_type, urgency, status, description, location, created_at, updated_at)
    select ${first} + floor(r_user * ${REPORTERS})::int,
      (array['dog','dog','dog','dog','cat','cat','cat','bird','cow','other'])[1 + floor(r_type * 10)::int],
      (array['low','medium','high','critical'])[1 + floor(r_urgency * 4)::int],
      case
        when recent then (array['pending','assigned','accepted','in_progress','rescued'])[1 + floor(r_status * 5)::int]
        when r_status < 0.85 then (array['completed','cancelled'])[1 + floor(r_status / 0.85 * 2)::int]
        else (array['pending','assigned','accepted','in_progress','rescued','declined'])[1 + floor((r_status - 0.85) / 0.15 * 6)::int]
      end,
      'Benchmark case',
      jsonb_build_object('address', 'Bench road', 'city', 'Mumbai', 'lat', 18.9 + r_lat * 0.35, 'lng', 72.8 + r_lng * 0.18),
      at, at
    from (
      select random() as r_user, random() as r_type, random() as r_urgency, random() as r_status, random() as r_lat, random() as r_lng,
        r_age < 0.02 as recent,
        ${now}::timestamptz - case when r_age < 0.02 then r_age / 0.02 * interval '48 hours'
                      else interval '48 hours' + r_age * interval '365 days' end as at
      from (select random() as r_age from generate_series(1, ${count})) ages
    ) s
  `.execute(trx)
    await sql`
    insert into rescue_images (rescue_id, client_id, url)
    select id, 'bench-' || id, '/uploads/rescues/bench-' || id || '.webp' from rescues where id % 3 = 0
  `.execute(trx)
  })
  return now
}
