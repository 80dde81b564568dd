// Photo hashes' SQL. The same picture, reported again (docs/rules.md#followers, followers): the
// phone sends each photo's perceptual hash with the report (contracts photo-hash.ts); before
// another report is filed, its photos' hashes are compared with those of the open cases of the last
// SAME_PHOTO_WINDOW_DAYS days, wherever they were reported (a forwarded photo says nothing of
// where the sharer stands), and a case whose photo is within PHOTO_HASH_MAX_DISTANCE bits is
// offered as "This photo was already reported: case #N", to be followed instead of doubled.
// What the caller learns is the area only, as for the nearby list (rescues.privacy.access.ts).
import { isTellingHash, PHOTO_HASH_MAX_DISTANCE } from '@paws/contracts'
import { SAME_PHOTO_WINDOW_DAYS, type SamePhotoList, type SamePhotoQuery } from '@paws/contracts/schemas/rescues'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { RESCUE_TERMINAL } from '@paws/contracts'

/** 16 hex digits as the signed 64-bit integer PostgreSQL keeps. */
export const hashToInt8 = (hex: string) => BigInt.asIntN(64, BigInt(`0x${hex}`)).toString()

export async function keepPhotoHashes(db: Db, rescueId: number, hashes: readonly string[] = []): Promise<void> {
  const unique = [...new Set(hashes)].filter(isTellingHash)
  if (unique.length === 0) return
  await db
    .insertInto('rescue_photo_hashes')
    .values(unique.map((hash) => ({ rescue_id: rescueId, hash: hashToInt8(hash) })))
    .execute()
}

/** True when one of the case's photos is within PHOTO_HASH_MAX_DISTANCE bits of one of `hashes`. */
export async function caseHasPhotoLike(db: Db, rescueId: number, hashes: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(hashes)].filter(isTellingHash).map(hashToInt8)
  if (wanted.length === 0) return false
  const { rows } = await sql<{ one: number }>`
    select 1 as one
    from rescue_photo_hashes h
    cross join unnest(${sql.val(wanted)}::bigint[]) as q(hash)
    where h.rescue_id = ${rescueId}
      and bit_count((h.hash # q.hash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}
    limit 1`.execute(db)
  return rows.length > 0
}

/** The open cases with a photo close to one of `hashes`, closest first (at most 5). */
export async function findSamePhoto(
  db: Db,
  viewerId: number,
  query: SamePhotoQuery,
  now = new Date(),
): Promise<SamePhotoList> {
  const wanted = [...new Set(query.hashes.split(','))].filter(isTellingHash).map(hashToInt8)
  if (wanted.length === 0) return { rescues: [] }
  const since = new Date(now.getTime() - SAME_PHOTO_WINDOW_DAYS * 86_400_000)
  const { rows } = await sql<{
    id: number
    animal_type: SamePhotoList['rescues'][number]['animalType']
    status: SamePhotoList['rescues'][number]['status']
    urgency: SamePhotoList['rescues'][number]['urgency']
    created_at: Date
    place: string
    photo: string | null
    bits: number
  }>`
    select r.id, r.animal_type, r.status, r.urgency, r.created_at,
      concat_ws(', ', nullif(r.location->>'pincode', ''), nullif(r.location->>'city', '')) as place,
      (select i.url from rescue_images i where i.rescue_id = r.id order by i.id limit 1) as photo,
      min(bit_count((h.hash # q.hash)::bit(64)))::int as bits
    from rescue_photo_hashes h
    join rescues r on r.id = h.rescue_id
    cross join unnest(${sql.val(wanted)}::bigint[]) as q(hash)
    where r.created_at >= ${since}
      and r.merged_into_id is null
      and r.status not in (${sql.join(RESCUE_TERMINAL.map((s) => sql.lit(s)))})
      and (r.requester_id is null or r.requester_id <> ${viewerId})
      and not exists (select 1 from rescue_followers f where f.rescue_id = r.id and f.user_id = ${viewerId})
      and bit_count((h.hash # q.hash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}
    group by r.id
    order by bits, r.id desc
    limit 5`.execute(db)
  return {
    rescues: rows.map((row) => ({
      id: row.id,
      animalType: row.animal_type,
      status: row.status,
      urgency: row.urgency,
      createdAt: new Date(row.created_at).toISOString(),
      place: row.place,
      photo: row.photo,
      bits: row.bits,
    })),
  }
}
