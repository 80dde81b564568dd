// The benchmark's own database and its 10,000 animals (deterministic, so runs compare).
import type { AnimalStatus, Size } from '@paws/contracts'
import { type Insertable, sql } from 'kysely'
import pg from 'pg'
import type { Database } from '../src/db/database.ts'
import { startEmbeddedDatabase } from '../src/db/embedded.ts'
import type { AnimalsTable } from '../src/db/schema.ts'

export interface BenchDatabase {
  url: string
  label: string
  close(): Promise<void>
}

/** A fresh database: in-memory PGlite, or a new database on the given PostgreSQL server. */
export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedDatabase(undefined)
    return { url: embedded.url, label: 'embedded PGlite (in memory)', close: () => embedded.stop() }
  }
  const name = `paws_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    label: `PostgreSQL, database ${name}`,
    async close() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Small deterministic generator (mulberry32). */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SPECIES: [string, number][] = [
  ['dog', 0.45],
  ['cat', 0.3],
  ['bird', 0.08],
  ['rabbit', 0.07],
  ['hamster', 0.05],
  ['other', 0.05],
]
const SIZES: Size[] = ['small', 'medium', 'large', 'extra_large']
const STATUSES: AnimalStatus[] = [
  'available',
  'available',
  'available',
  'available',
  'pending',
  'adopted',
  'medical_hold',
  'unavailable',
]
const CITIES = ['Mumbai', 'Thane', 'Navi Mumbai', 'Pune', 'Kalyan', null]
const NAMES = [
  'Sheru',
  'Moti',
  'Rani',
  'Kalu',
  'Bruno',
  'Simba',
  'Laddoo',
  'Chikoo',
  'Billu',
  'Mishti',
  'Kesar',
  'Pista',
]
const BREEDS = ['Indian Pariah', 'Labrador Retriever', 'Mixed Breed', 'Persian', 'Indian Domestic', 'Beagle', null]

export async function seedAnimals(db: Database, count: number): Promise<void> {
  const rnd = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]
  const owners: number[] = []
  for (let i = 0; i < 20; i++) {
    const row = await db
      .insertInto('users')
      .values({
        email: `bench-owner-${i}@bench.test`,
        password_hash: 'not-a-real-hash',
        role: i % 2 === 0 ? 'ngo' : 'adopter',
        first_name: `Owner${i}`,
        last_name: 'Bench',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    owners.push(row.id)
  }
  const start = Date.now() - 365 * 24 * 3_600_000
  let batch: Insertable<AnimalsTable>[] = []
  for (let i = 0; i < count; i++) {
    const r = rnd()
    let cumulative = 0
    const species =
      SPECIES.find(([, share]) => {
        cumulative += share
        return r < cumulative
      })?.[0] ?? 'other'
    const deleted = rnd() < 0.03
    const city = pick(CITIES)
    batch.push({
      shelter_id: pick(owners),
      name: `${pick(NAMES)} ${i}`,
      species,
      breed: pick(BREEDS),
      age: Math.floor(rnd() * 180),
      gender: rnd() < 0.5 ? 'male' : 'female',
      size: pick(SIZES),
      weight: Math.round(rnd() * 400) / 10,
      color: 'Brown',
      description: 'A friendly animal looking for a loving home in the city. Vaccinated and dewormed.',
      city: city ?? null,
      location: city ? `${city}, Maharashtra` : 'Andheri West, Mumbai',
      personality: JSON.stringify(['friendly', 'playful']),
      medical_history: JSON.stringify({ vaccinated: true, microchipped: false, healthChecked: true }),
      images: JSON.stringify([`/uploads/animals/${i}.webp`]),
      tags: JSON.stringify([]),
      metadata: JSON.stringify({}),
      status: deleted ? 'deleted' : pick(STATUSES),
      deleted_at: deleted ? new Date() : null,
      created_at: new Date(start + Math.floor(rnd() * 365 * 24 * 3_600_000)),
    })
    if (batch.length === 500) {
      await db.insertInto('animals').values(batch).execute()
      batch = []
    }
  }
  if (batch.length > 0) await db.insertInto('animals').values(batch).execute()
  await sql`analyze animals`.execute(db)
  await sql`analyze users`.execute(db)
}
