// Lost and found posts (docs/rules.md#lost-and-found): made once per Idempotency-Key (the
// phone's outbox may send a post again after a lost answer), listed and read by anyone at the
// approximate place, matched for their owner, closed by their owner or, for a lost post left
// open LOST_POST_OPEN_DAYS, by the daily sweep as still lost.
import { LOST_POST_OPEN_DAYS, MATCH_DAYS_AFTER, MATCH_DAYS_BEFORE, MATCH_LIMIT, MATCH_RADIUS_KM } from '@paws/contracts'
import type {
  LostFoundCloseBody,
  LostFoundCreateBody,
  LostFoundList,
  LostFoundListQuery,
  LostFoundMatches,
  LostFoundPost,
} from '@paws/contracts/schemas/lost-found'
import type { Database } from '../../db/database.ts'
import { BusinessRule, Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts'
import { toPost } from './lost-found.mapper.ts'
import { type MatchSubject, scoreMatch } from './lost-found.matcher.ts'
import type { LostFoundNotify } from './lost-found.notify.ts'
import { bestPhotoScore, type PhotoFeatures, type PhotoScorer } from './lost-found.photo-score.ts'
import * as repo from './lost-found.repository.ts'
import { postValues } from './lost-found.values.ts'
import type { Clock } from '../../lib/clock.ts'

const DAY_MS = 86_400_000

/** The photo scores two different animals and the same animal typically get (api/bench/lost-found.bench.ts). */
export const PHOTO_SCALE = { unrelated: 0.55, same: 0.85 }

export const notFound = () => new NotFound('error.lostFound.notFound')
export const closedPost = () => new Conflict('error.lostFound.closed')
export const ownerOnly = () => new Forbidden('error.lostFound.ownerOnly')

export interface LostFoundDeps {
  db: Database
  notify: LostFoundNotify
  scorer: PhotoScorer
  clock: Clock
}

export function subjectOf(row: repo.PostRow): MatchSubject {
  return {
    species: row.species,
    sex: row.sex,
    colours: row.colours,
    size: row.size,
    collar: row.collar,
    collarColour: row.collar_colour,
    marks: row.marks,
    lat: row.approx_lat,
    lng: row.approx_lng,
    seenAt: new Date(row.seen_at),
  }
}

export function createLostFoundService(deps: LostFoundDeps) {
  const { db, notify, scorer, clock } = deps

  async function present(rows: (repo.PostRow & { km?: number | null })[], viewerId: number | null) {
    const ids = rows.map((r) => r.id)
    const [photos, sightings] = await Promise.all([repo.photosOf(db, ids), repo.sightingCounts(db, ids)])
    return rows.map((row) =>
      toPost(row, { photos: photos.get(row.id) ?? [], sightings: sightings.get(row.id) ?? 0, viewerId, km: row.km }),
    )
  }

  async function get(viewerId: number | null, id: number): Promise<LostFoundPost> {
    const row = await repo.findPost(db, id)
    if (!row) throw notFound()
    const [post] = await present([row], viewerId)
    return post as LostFoundPost
  }

  async function list(viewerId: number | null, q: LostFoundListQuery): Promise<LostFoundList> {
    const page = q.page ?? 1
    const limit = q.limit ?? 20
    if ((q.lat === undefined) !== (q.lng === undefined))
      throw new ValidationFailed((t) => [
        { field: q.lat === undefined ? 'lat' : 'lng', message: t('error.lostFound.noPlace') },
      ])
    if (q.mine && viewerId === null) throw ownerOnly()
    const { rows, total } = await repo.listPosts(db, {
      kind: q.kind,
      species: q.species,
      near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng, km: q.radiusKm ?? 5 } : undefined,
      userId: q.mine && viewerId !== null ? viewerId : undefined,
      limit,
      offset: (page - 1) * limit,
    })
    return { posts: await present(rows, viewerId), meta: { total, page, limit, totalPages: Math.ceil(total / limit) } }
  }

  async function create(
    userId: number,
    body: LostFoundCreateBody,
    key?: string,
  ): Promise<{ post: LostFoundPost; created: boolean }> {
    const values = postValues(body, userId, clock())
    const outcome = await db.transaction().execute(async (trx) => {
      let lost: repo.PostRow | undefined
      if (values.kind === 'sighting' && values.lost_post_id) {
        lost = await repo.findPost(trx, values.lost_post_id)
        if (lost?.kind !== 'lost' || lost.status !== 'open') throw new BusinessRule('error.lostFound.notLostPost')
      }
      const id = await repo.insertPost(trx, { ...values, idempotency_key: key ?? null })
      if (id === undefined) {
        const existing = key ? await repo.idForKey(trx, userId, key) : undefined
        if (existing === undefined) throw new Conflict('error.lostFound.postBeingSaved')
        return { id: existing, created: false }
      }
      const row = (await repo.findPost(trx, id)) as repo.PostRow
      if (row.kind === 'lost') await notify.lostPosted(trx, row)
      else if (row.kind === 'found') await notify.foundPosted(trx, row)
      else if (lost) await notify.sightingPosted(trx, row, lost)
      return { id, created: true }
    })
    if (outcome.created) notify.flush()
    return { post: await get(userId, outcome.id), created: outcome.created }
  }

  async function ownOpen(userId: number, id: number): Promise<repo.PostRow> {
    const row = await repo.findPost(db, id)
    if (!row) throw notFound()
    if (row.user_id !== userId) throw ownerOnly()
    return row
  }

  async function close(userId: number, id: number, body: LostFoundCloseBody): Promise<LostFoundPost> {
    const row = await ownOpen(userId, id)
    if (row.status !== 'open') throw closedPost()
    const how = body.outcome === 'reunited' ? (body.how ?? null) : null
    if (body.outcome === 'reunited' && row.kind === 'lost' && how === null)
      throw new ValidationFailed((t) => [{ field: 'how', message: t('error.lostFound.howRequired') }])
    if (!(await repo.closePost(db, id, body.outcome, how, clock()))) throw closedPost()
    return get(userId, id)
  }

  /** Closes the lost posts left open LOST_POST_OPEN_DAYS as still lost (the daily sweep). */
  function sweep(): Promise<number> {
    const at = clock()
    return repo.closeStale(db, new Date(at.getTime() - LOST_POST_OPEN_DAYS * DAY_MS), at)
  }

  /** The candidates of the other side, best first (the post's owner only). */
  async function matches(userId: number, id: number): Promise<LostFoundMatches> {
    const row = await ownOpen(userId, id)
    if (row.kind === 'sighting') return { matches: [], radiusKm: MATCH_RADIUS_KM }
    const kind = row.kind
    const seen = new Date(row.seen_at).getTime()
    const [from, to] =
      kind === 'lost'
        ? [seen - MATCH_DAYS_BEFORE * DAY_MS, seen + MATCH_DAYS_AFTER * DAY_MS]
        : [seen - MATCH_DAYS_AFTER * DAY_MS, seen + MATCH_DAYS_BEFORE * DAY_MS]
    const found = await repo.candidates(db, {
      kind: kind === 'lost' ? 'found' : 'lost',
      species: row.species,
      point: { lat: row.approx_lat, lng: row.approx_lng },
      km: MATCH_RADIUS_KM,
      from: new Date(from),
      to: new Date(to),
      exceptUser: userId,
    })
    const photos = await repo.photosOf(db, [row.id, ...found.map((c) => c.id)])
    const featuresOf = (postId: number) => (photos.get(postId) ?? []).map((p) => p.features as PhotoFeatures)
    const own = featuresOf(row.id)
    const subject = { ...subjectOf(row), kind }
    const scored = found.flatMap((c) => {
      const photo = own.length > 0 ? bestPhotoScore(scorer, own, featuresOf(c.id)) : null
      const s = scoreMatch(subject, subjectOf(c), { score: photo, ...PHOTO_SCALE })
      return s ? [{ row: c, ...s }] : []
    })
    scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    const best = scored.slice(0, MATCH_LIMIT)
    const posts = await present(
      best.map((b) => b.row),
      userId,
    )
    return {
      matches: best.map((b, i) => ({ post: posts[i] as LostFoundPost, score: b.score, reasons: b.reasons })),
      radiusKm: MATCH_RADIUS_KM,
    }
  }

  return { get, list, create, close, sweep, matches, ownOpen }
}

export type LostFoundService = ReturnType<typeof createLostFoundService>
