// A list's state in the URL: a filter from a fixed set and a page number, so a filtered view
// can be reloaded, shared or restored by Back. Anything else in the URL is dropped, so a
// hand-edited link never reaches the API as a 400. The routes validate their search with this
// (the route tree is in the first load), so it holds only the parsing and the filter sets; the
// labels and the list calls they become stay with the lazily loaded screens.
import { ADOPTION_STATUSES, ALL_ANIMAL_STATUSES, RESCUE_STATUSES, type Role } from '@paws/contracts'

/** The value when it is one of `options`, else undefined ("all"). */
export function pickOption<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A page number above 1, else undefined (page 1). */
export function pickPage(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : undefined
}

/** A list's search params: the filter under `key` (absent for "all") and the page (absent for 1). */
export type ListSearch<K extends string, F extends string> = { [P in K]?: Exclude<F, 'all'> } & { page?: number }

export function parseListSearch<K extends string, F extends string>(
  key: K,
  filters: readonly F[],
  search: Record<string, unknown>,
): ListSearch<K, F> {
  const out: Record<string, unknown> = {}
  const filter = pickOption(search[key], filters)
  if (filter !== undefined && filter !== 'all') out[key] = filter
  const page = pickPage(search.page)
  if (page !== undefined) out.page = page
  return out as ListSearch<K, F>
}

/** The search after picking a filter: back to page 1. */
export const filterSearch = <K extends string, F extends string>(key: K, filter: F) =>
  (filter === 'all' ? {} : { [key]: filter }) as ListSearch<K, F>

/** The search after picking a page, keeping the filter. */
export const pageSearch =
  (page: number) =>
  <S extends { page?: number }>(prev: S): S => ({ ...prev, page: page > 1 ? page : undefined })

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

/** The admin rescues list's attention filters (issue 15): read by the route's search validation. */
export const RESCUE_FLAGS = ['all', 'escalated', 'duplicates'] as const
export type RescueFlag = (typeof RESCUE_FLAGS)[number]
