// A list's state in the URL: a filter from a fixed set and a page number, so a filtered view
// can be reloaded, shared or restored by Back. Anything else in the URL is dropped, so a
// hand-edited link never reaches the API as a 400. The routes validate their search with this
// (the route tree is in the first load), so it holds only the parsing and the filter sets; the
// labels and the list calls they become stay with the lazily loaded screens.
import { ADOPTION_STATUSES, ALL_ANIMAL_STATUSES, RESCUE_STATUSES, type Role, TEXT_LIMITS } from '@paws/contracts'

/** The value when it is one of `options`, else undefined ("all"). */
export function pickOption<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A page number above 1, else undefined (page 1). */
export function pickPage(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : undefined
}

/** How a table is sorted: a column and a direction. */
export type SortDir = 'asc' | 'desc'

/**
 * A list's search params: the filter under `key` (absent for "all"), the page (absent for 1)
 * and, for the admin tables, the search words and the sorted column (absent for the default).
 */
export type ListSearch<K extends string, F extends string, S extends string = never> = {
  [P in K]?: Exclude<F, 'all'>
} & { page?: number; q?: string; sort?: S; dir?: SortDir }

export function parseListSearch<K extends string, F extends string, S extends string = never>(
  key: K,
  filters: readonly F[],
  search: Record<string, unknown>,
  sorts: readonly S[] = [],
): ListSearch<K, F, S> {
  const out: Record<string, unknown> = {}
  const filter = pickOption(search[key], filters)
  if (filter !== undefined && filter !== 'all') out[key] = filter
  const page = pickPage(search.page)
  if (page !== undefined) out.page = page
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, TEXT_LIMITS.search) : ''
  if (q) out.q = q
  const sort = pickOption(search.sort, sorts)
  if (sort !== undefined) {
    out.sort = sort
    out.dir = search.dir === 'asc' ? 'asc' : 'desc'
  }
  return out as ListSearch<K, F, S>
}

type Search = { page?: number; q?: string; sort?: string; dir?: SortDir }

/** The search after picking a filter: back to page 1, the search words and the sort kept. */
export const filterSearch =
  <K extends string, F extends string>(key: K, filter: F) =>
  <S extends Search>(prev: S): S => ({ ...prev, [key]: filter === 'all' ? undefined : filter, page: undefined })

/** The search after picking a page, keeping the filter. */
export const pageSearch =
  (page: number) =>
  <S extends Search>(prev: S): S => ({ ...prev, page: page > 1 ? page : undefined })

/** The search after searching for words (none: every row): back to page 1. */
export const wordsSearch =
  (q: string) =>
  <S extends Search>(prev: S): S => ({ ...prev, q: q.trim() || undefined, page: undefined })

/** The search after sorting by a column: back to page 1. */
export const sortSearch =
  (sort: string, dir: SortDir) =>
  <S extends Search>(prev: S): S => ({ ...prev, sort, dir, page: undefined })

export const RESCUE_FILTERS = ['all', ...RESCUE_STATUSES] as const
export type RescueFilter = (typeof RESCUE_FILTERS)[number]
export const USER_FILTERS = [
  'all',
  'admin',
  'adopter',
  'ngo',
  'vet',
  'shelter',
  'supplier',
] as const satisfies readonly ('all' | Role)[]
export type UserFilter = (typeof USER_FILTERS)[number]
export const NGO_FILTERS = ['all', 'verified', 'unverified', 'active', 'inactive'] as const
export type NgoFilter = (typeof NGO_FILTERS)[number]
export const ANIMAL_FILTERS = ['all', ...ALL_ANIMAL_STATUSES] as const
export type AnimalFilter = (typeof ANIMAL_FILTERS)[number]
export const ADOPTION_FILTERS = ['all', ...ADOPTION_STATUSES] as const
export type AdoptionFilter = (typeof ADOPTION_FILTERS)[number]

/** The admin rescues list's attention filters: read by the route's search validation. */
export const RESCUE_FLAGS = ['all', 'escalated', 'duplicates', 'unheld', 'noPosition', 'triage'] as const
export type RescueFlag = (typeof RESCUE_FLAGS)[number]

/** The columns each admin table sorts by (the list call's sortBy; contracts holds the same sets). */
export const RESCUE_SORTS = ['priority', 'urgency', 'status', 'createdAt'] as const
export type RescueSortField = (typeof RESCUE_SORTS)[number]
export const USER_SORTS = ['createdAt', 'firstName', 'lastName', 'email', 'lastLoginAt'] as const
export type UserSortField = (typeof USER_SORTS)[number]
export const NGO_SORTS = ['createdAt', 'name'] as const
export type NgoSortField = (typeof NGO_SORTS)[number]
export const ANIMAL_SORTS = ['createdAt', 'name', 'age'] as const
export type AnimalSortField = (typeof ANIMAL_SORTS)[number]
export const ADOPTION_SORTS = ['createdAt', 'updatedAt', 'status'] as const
export type AdoptionSortField = (typeof ADOPTION_SORTS)[number]
