// The city benchmark's year (bench/city.bench.ts): 16 months of a city's rescue cases, about
// 2,000 a day (1,000,000 in all) with their history as the workflow writes it (about 5 million
// rows), 200,000 animals, 60 NGOs of 10 members on duty, 50,000 reporters. Made by the
// database in a few set-based statements (deterministic: setseed), so it builds in minutes.
// Cases lie around the places of the Mumbai region's pincode table (a few hundred metres off
// each centroid; a tenth without GPS, placed by their pincode), each place served by one NGO;
// the case ids follow the report time. Most cases are closed: of those older than a week 86%
// completed and 11% cancelled, a few left open; the last day is mostly open.
import data from '../../packages/contracts/src/places/mumbai-places.json' with { type: 'json' }
import { RESCUE_OUTCOMES } from '@paws/contracts'
import { sql } from 'kysely'
import type { Database } from '../src/db/database.ts'

const CITY = {
  cases: 1_000_000,
  days: 487,
  animals: 200_000,
  reporters: 50_000,
  ngos: 60,
  membersPerNgo: 10,
}

export const PLACES = data.places

/** Words of the descriptions and addresses, so a search finds some cases and not others. */
const WHAT = [
  'Dog limping badly',
  'Injured puppy',
  'Cat stuck on a ledge',
  'Bird with a broken wing',
  'Cow hit by a tempo',
  'Dog with a deep wound on the leg',
  'Kitten crying for two days',
  'Pigeon tangled in kite string',
  'Old dog not eating',
  'Mother dog with pups in danger',
  'Cat with an eye infection',
  'Calf stranded on the road',
]
const WHERE = [
  'near the bus stop',
  'outside the temple',
  'behind the market',
  'in the drain',
  'under a parked car',
  'next to the school gate',
  'on the railway platform',
  'by the petrol pump',
  'inside the building compound',
  'at the signal',
]
const ROADS = [
  'S.V. Road',
  'Link Road',
  'L.B.S. Marg',
  'Hill Road',
  'Carter Road',
  'Station Road',
  'M.G. Road',
  'Linking Road',
  'Tilak Road',
  'Gokhale Road',
  'Senapati Bapat Marg',
  'Dr. Ambedkar Road',
]
const LANDMARKS = ['Opposite the post office', 'Near the police chowky', 'Behind the mall', 'Near the garden', null]

const lit = (values: (string | null)[]) => sql`${sql.val(values)}::text[]`

/** Builds the year in `db` (migrated, empty). */
export async function buildCity(db: Database, passwordHash: string): Promise<void> {
  const { cases, days, animals, reporters, ngos, membersPerNgo } = CITY
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx)
    // The rows are consistent by construction: no foreign-key or cache triggers per row.
    await sql`set local session_replication_role = replica`.execute(trx)
    await sql`select setseed(0.2026)`.execute(trx)
    await sql`create table bench_places (n int primary key, pincode text, lat float8, lng float8, locality text)`.execute(
      trx,
    )
    await sql`insert into bench_places
      select n::int, p->>'pincode', (p->>'lat')::float8, (p->>'lng')::float8, p->'localities'->>0
      from jsonb_array_elements(${JSON.stringify(PLACES)}::jsonb) with ordinality as e(p, n)`.execute(trx)

    // People: an admin, reporters, and each NGO's owner (its coordinator) and members.
    await sql`insert into users (email, password_hash, role, first_name, last_name, email_verified)
      values ('city-admin@example.in', ${passwordHash}, 'admin', 'City', 'Admin', true)`.execute(trx)
    await sql`insert into users (email, password_hash, role, first_name, last_name, phone, email_verified, created_at)
      select 'city-reporter-' || i || '@example.in', 'x', 'adopter', 'Reporter', 'No ' || i,
        '+9198' || lpad(i::text, 8, '0'), true, now() - interval '500 days' + i * interval '10 minutes'
      from generate_series(1, ${reporters}) i`.execute(trx)
    await sql`insert into users (email, password_hash, role, first_name, last_name, email_verified)
      select 'city-ngo-' || n || '-' || m || '@example.in', ${passwordHash}, 'ngo', 'Member', n || '-' || m, true
      from generate_series(1, ${ngos}) n, generate_series(0, ${membersPerNgo - 1}) m order by n, m`.execute(trx)
    // Each NGO based at a place; place k is served by NGO 1 + (k - 1) % ngos.
    await sql`insert into ngos (user_id, name, approval_status, is_active, location, contact_info)
      select u.id, 'City NGO ' || k, 'approved', true,
        jsonb_build_object('address', 'Base ' || k, 'city', 'Mumbai', 'lat', p.lat, 'lng', p.lng),
        jsonb_build_object('email', u.email)
      from generate_series(1, ${ngos}) as g(k)
      join users u on u.email = 'city-ngo-' || k || '-0@example.in'
      join bench_places p on p.n = k
      order by k`.execute(trx)
    await sql`insert into ngo_members (ngo_id, user_id, kind)
      select g.id, u.id, case when u.email like '%-0@example.in' then 'coordinator' else 'responder' end
      from ngos g join users u on u.email like 'city-ngo-' || substr(g.name, 10) || '-%'`.execute(trx)
    // Every member on duty near a place their NGO serves.
    await sql`insert into responder_duty (user_id, on_duty, lat, lng, expires_at)
      select s.user_id, true, round((p.lat + (s.r1 - 0.5) * 0.01)::numeric, 3), round((p.lng + (s.r2 - 0.5) * 0.01)::numeric, 3), null
      from (select m.user_id, random() as r1, random() as r2,
              1 + (m.ngo_id - (select min(id) from ngos)) + ${ngos} * floor(random() * 2)::int as pn
            from ngo_members m) s
      join bench_places p on p.n = s.pn`.execute(trx)

    await sql`insert into animals (shelter_id, name, species, breed, age, gender, size, city, status, description, created_at, updated_at)
      select g.user_id, 'Animal ' || i,
        (array['dog','dog','dog','cat','cat','bird','rabbit','other'])[1 + floor(random() * 8)::int],
        null, floor(random() * 120)::int,
        (array['male','female','unknown'])[1 + floor(random() * 3)::int],
        (array['small','medium','large','extra_large'])[1 + floor(random() * 4)::int],
        'Mumbai',
        (array['available','available','pending','adopted','adopted','adopted','medical_hold','unavailable'])[1 + floor(random() * 8)::int],
        'A friendly animal', at, at
      from (select i, now() - random() * interval '${sql.raw(String(days))} days' as at, 1 + i % ${ngos} as k
            from generate_series(1, ${animals}) i) s
      join ngos g on g.id = (select min(id) from ngos) + s.k - 1`.execute(trx)

    // The cases, in report order.
    await sql`insert into rescues (requester_id, animal_type, urgency, status, description, location, ngo_id,
        outcome, approx_lat, approx_lng, approx_source, created_at, updated_at)
      select (select min(id) from users where role = 'adopter') + floor(r_user * ${reporters})::int,
        (array['dog','dog','dog','dog','dog','cat','cat','bird','cow','other'])[1 + floor(r_type * 10)::int],
        (array['critical','high','high','medium','medium','medium','medium','low','low','low'])[1 + floor(r_urg * 10)::int],
        status,
        (${lit(WHAT)})[1 + floor(r_what * ${WHAT.length})::int] || ' ' || (${lit(WHERE)})[1 + floor(r_where * ${WHERE.length})::int]
          || ', ' || locality,
        jsonb_strip_nulls(jsonb_build_object(
          'address', (1 + floor(r_lat * 400)::int) || ', ' || (${lit(ROADS)})[1 + floor(r_where * ${ROADS.length})::int] || ', ' || locality,
          'city', 'Mumbai', 'pincode', pincode,
          'landmarks', (${lit(LANDMARKS)})[1 + floor(r_type * ${LANDMARKS.length})::int],
          'lat', case when gps then round((plat + (r_lat - 0.5) * 0.012)::numeric, 6) end,
          'lng', case when gps then round((plng + (r_lng - 0.5) * 0.012)::numeric, 6) end)),
        case when status in ('assigned','accepted','in_progress','rescued','completed')
          or (status = 'cancelled' and r_user < 0.3) then (select min(id) from ngos) + (pn - 1) % ${ngos} end,
        case when status = 'completed' then (${lit([...RESCUE_OUTCOMES])})[1 + floor(r_lng * ${RESCUE_OUTCOMES.length})::int] end,
        case when not gps then plat end, case when not gps then plng end, case when not gps then 'pincode' end,
        at, least(now(), at + interval '1 day')
      from (
        select s.*, p.pincode, p.lat as plat, p.lng as plng, p.locality,
          case
            when now() - at < interval '1 day' then (array['pending','pending','assigned','accepted','in_progress','rescued','completed','cancelled'])[1 + floor(r_status * 8)::int]
            when now() - at < interval '7 days' then case when r_status < 0.7 then 'completed' when r_status < 0.8 then 'cancelled'
              when r_status < 0.85 then 'rescued' when r_status < 0.9 then 'in_progress' when r_status < 0.95 then 'assigned' else 'pending' end
            else case when r_status < 0.86 then 'completed' when r_status < 0.97 then 'cancelled' when r_status < 0.98 then 'declined'
              when r_status < 0.99 then 'pending' when r_status < 0.995 then 'assigned' else 'rescued' end
          end as status
        from (
          select i, 1 + floor(random() * (select count(*) from bench_places))::int as pn,
            random() as r_user, random() as r_type, random() as r_urg, random() as r_status, random() as r_what,
            random() as r_where, random() as r_lat, random() as r_lng, random() >= 0.1 as gps,
            now() - interval '${sql.raw(String(days))} days' + (i - 1) * (interval '${sql.raw(String(days))} days' / ${cases})
              + random() * interval '5 minutes' as at
          from generate_series(1, ${cases}) i
        ) s join bench_places p on p.n = s.pn
        order by i
      ) c`.execute(trx)
    // The desk's attention: a few possible duplicates, merged cases, no answer in time.
    await sql`update rescues set duplicate_of_id = id - 1 where id % 200 = 0`.execute(trx)
    await sql`update rescues set merged_into_id = id - 1, status = 'cancelled' where id % 500 = 1 and id > 1`.execute(
      trx,
    )
    await sql`update rescues set escalated_at = created_at + interval '30 minutes' where status = 'assigned' and id % 3 = 0`.execute(
      trx,
    )
    await sql`insert into rescue_images (rescue_id, client_id, url)
      select id, 'city-' || id, '/uploads/rescues/city-' || id || '.webp' from rescues where id % 3 = 0`.execute(trx)

    // Each case's history as the workflow writes it, in order (ids follow the steps).
    const reachedAssigned = sql`r.status in ('assigned','accepted','in_progress','rescued','completed','declined')
      or (r.status = 'cancelled' and r.ngo_id is not null)`
    await sql`insert into rescue_history (rescue_id, from_status, to_status, actor_id, actor_role, actor_name, outcome, created_at)
      select r.id, s.f, s.t, null, s.role, 'Bench', case when s.t = 'completed' then r.outcome end,
        least(now(), r.created_at + s.m * interval '1 minute')
      from rescues r
      cross join lateral (select 1 + (r.id::bigint * 7919) % 12 as m1,
        1 + (r.id::bigint * 7919) % 12 + 5 + (r.id::bigint * 104729) % 115 as acc) a
      cross join lateral (values
        (null::text, 'pending', 0, 'requester', true),
        ('pending', 'assigned', a.m1, 'admin', ${reachedAssigned}),
        ('assigned', 'declined', a.m1 + 30, 'ngo', r.status = 'declined'),
        ('assigned', 'accepted', a.acc, 'ngo', r.status in ('accepted','in_progress','rescued','completed')),
        ('accepted', 'in_progress', a.acc + 5 + r.id % 55, 'ngo', r.status in ('in_progress','rescued','completed')),
        ('in_progress', 'rescued', a.acc + 50 + r.id % 55, 'ngo', r.status in ('rescued','completed')),
        ('rescued', 'completed', a.acc + 1440 + r.id % 55, 'ngo', r.status = 'completed'),
        (case when r.ngo_id is null then 'pending' else 'assigned' end, 'cancelled', a.m1 + 20 + r.id % 90, 'admin',
          r.status = 'cancelled')
      ) s(f, t, m, role, ok)
      where s.ok`.execute(trx)
    await sql`drop table bench_places`.execute(trx)
  })
}
