// The search party (docs/rules.md#lost-and-found): the SEARCH_RADIUS_M around the last place the
// lost animal was seen (its latest sighting, else the post's place; the approximate one, as
// everyone reads it) is split into square cells of SEARCH_CELL_M, numbered row by row from the
// north-west. Anyone signed in may take a free cell (one person per cell: the insert is the
// conditional write, so of two at once one gets a 409) and tick it searched, with the time. The
// owner sees who took each cell (a first name) and when; others see which are taken.
import { SEARCH_CELL_M, SEARCH_RADIUS_M } from '@paws/contracts'
import type { SearchCell, SearchCells, SearchPartyAnswer } from '@paws/contracts/schemas/lost-found'
import type { Database } from '../../db/database.ts'
import { BusinessRule, Conflict, NotFound } from '../../lib/errors.ts'
import type { LostFoundNotify } from './lost-found.notify.ts'
import * as repo from './lost-found.repository.ts'
import { closedPost, notFound, type LostFoundService } from './lost-found.service.ts'
import type { Clock } from '../../lib/clock.ts'

const SIDE = Math.round((2 * SEARCH_RADIUS_M) / SEARCH_CELL_M)
const M_PER_DEG_LAT = 111_320

interface GridCell {
  id: number
  lat: number
  lng: number
  south: number
  west: number
  north: number
  east: number
}

/** The cells whose centre lies within SEARCH_RADIUS_M of `centre`. */
export function searchGrid(centre: { lat: number; lng: number }): GridCell[] {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((centre.lat * Math.PI) / 180)
  const round = (n: number) => Number(n.toFixed(6))
  const cells: GridCell[] = []
  for (let row = 0; row < SIDE; row++) {
    for (let col = 0; col < SIDE; col++) {
      const north = SEARCH_RADIUS_M - row * SEARCH_CELL_M
      const west = -SEARCH_RADIUS_M + col * SEARCH_CELL_M
      const cy = north - SEARCH_CELL_M / 2
      const cx = west + SEARCH_CELL_M / 2
      if (Math.hypot(cx, cy) > SEARCH_RADIUS_M) continue
      cells.push({
        id: row * SIDE + col,
        lat: round(centre.lat + cy / M_PER_DEG_LAT),
        lng: round(centre.lng + cx / mPerDegLng),
        south: round(centre.lat + (north - SEARCH_CELL_M) / M_PER_DEG_LAT),
        north: round(centre.lat + north / M_PER_DEG_LAT),
        west: round(centre.lng + west / mPerDegLng),
        east: round(centre.lng + (west + SEARCH_CELL_M) / mPerDegLng),
      })
    }
  }
  return cells
}

const cellNotFound = () => new NotFound('error.lostFound.cellNotFound')

export function createLostFoundSearch(deps: {
  db: Database
  notify: LostFoundNotify
  posts: LostFoundService
  clock: Clock
}) {
  const { db, notify, posts, clock } = deps

  async function lostPost(postId: number): Promise<repo.PostRow> {
    const row = await repo.findPost(db, postId)
    if (!row) throw notFound()
    if (row.kind !== 'lost') throw new BusinessRule('error.lostFound.lostOnly')
    return row
  }

  async function centreOf(row: repo.PostRow) {
    const latest = await repo.latestSighting(db, row.id)
    return latest ? { lat: latest.approx_lat, lng: latest.approx_lng } : { lat: row.approx_lat, lng: row.approx_lng }
  }

  async function cells(userId: number, postId: number): Promise<SearchCells> {
    const row = await lostPost(postId)
    const centre = await centreOf(row)
    const taken = new Map((await repo.cellsOf(db, postId)).map((c) => [c.cell_id, c]))
    const owner = row.user_id === userId
    return {
      centre,
      cellM: SEARCH_CELL_M,
      radiusM: SEARCH_RADIUS_M,
      cells: searchGrid(centre).map((cell): SearchCell => {
        const t = taken.get(cell.id)
        return {
          ...cell,
          state: !t ? 'free' : t.searched_at ? 'searched' : 'claimed',
          mine: t?.user_id === userId,
          by: t && owner ? t.first_name : null,
          claimedAt: t ? new Date(t.claimed_at).toISOString() : null,
          searchedAt: t?.searched_at ? new Date(t.searched_at).toISOString() : null,
        }
      }),
    }
  }

  async function openCell(postId: number, cellId: number) {
    const row = await lostPost(postId)
    if (row.status !== 'open') throw closedPost()
    const cell = searchGrid(await centreOf(row)).find((c) => c.id === cellId)
    if (!cell) throw cellNotFound()
  }

  async function claim(userId: number, postId: number, cellId: number): Promise<SearchCells> {
    await openCell(postId, cellId)
    if (!(await repo.claimCell(db, postId, cellId, userId, clock()))) throw new Conflict('error.lostFound.cellTaken')
    return cells(userId, postId)
  }

  async function searched(userId: number, postId: number, cellId: number): Promise<SearchCells> {
    await openCell(postId, cellId)
    if (!(await repo.markSearched(db, postId, cellId, userId, clock())))
      throw new Conflict('error.lostFound.cellNotYours')
    return cells(userId, postId)
  }

  /** The owner asks the people near the last place to look (a quiet notice, under the daily cap). */
  async function ask(userId: number, postId: number): Promise<SearchPartyAnswer> {
    const row = await posts.ownOpen(userId, postId)
    if (row.kind !== 'lost') throw new BusinessRule('error.lostFound.lostOnly')
    if (row.status !== 'open') throw closedPost()
    const centre = await centreOf(row)
    const asked = await db.transaction().execute(async (trx) => {
      await repo.markSearchParty(trx, postId, clock())
      return notify.searchParty(trx, { ...row, approx_lat: centre.lat, approx_lng: centre.lng })
    })
    notify.flush()
    return { asked }
  }

  return { cells, claim, searched, ask }
}

export type LostFoundSearch = ReturnType<typeof createLostFoundSearch>
