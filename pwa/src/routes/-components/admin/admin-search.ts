// The admin lists' URL search params (spec part 2 section 2): a filter from a fixed list and a
// page number, so a filtered view can be reloaded or shared; and the list calls they become.
// Anything else in the URL is dropped, so a hand-edited link never reaches the API as a 400.
import {
  ADOPTION_STATUS_LABELS,
  ADOPTION_STATUSES,
  ALL_ANIMAL_STATUSES,
  ANIMAL_STATUS_LABELS,
  RESCUE_STATUS_LABELS,
  RESCUE_STATUSES,
  type Role,
} from '@paws/contracts'
import type { UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { AdminAdoptionFilters } from '../../../api/adoptions-admin.ts'
import type { AdminAnimalFilters } from '../../../api/animals.ts'
import type { NgoFilters } from '../../../api/ngos.ts'
import type { RescueFilters } from '../../../api/rescues.ts'

/** Admin lists: 100 per page (rescue cases 50), newest first (spec part 2 section 9). */
export const ADMIN_PAGE_SIZE = 100
export const ADMIN_RESCUES_PAGE_SIZE = 50
const newest = { limit: ADMIN_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' } as const

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

export function parseListSearch<K extends string, F extends string>(key: K, filters: readonly F[], search: Record<string, unknown>): ListSearch<K, F> {
  const out: Record<string, unknown> = {}
  const filter = pickOption(search[key], filters)
  if (filter !== undefined && filter !== 'all') out[key] = filter
  const page = pickPage(search.page)
  if (page !== undefined) out.page = page
  return out as ListSearch<K, F>
}

/** What a list page gets from its route: the filter and page from the URL, and how to change them. */
export interface AdminListProps<F extends string> {
  filter?: Exclude<F, 'all'>
  page: number
  onFilter: (filter: F) => void
  onPage: (page: number) => void
}

/** The search after picking a filter: back to page 1. */
export const filterSearch = <K extends string, F extends string>(key: K, filter: F) => (filter === 'all' ? {} : { [key]: filter }) as ListSearch<K, F>

/** The search after picking a page, keeping the filter. */
export const pageSearch =
  (page: number) =>
  <S extends { page?: number }>(prev: S): S => ({ ...prev, page: page > 1 ? page : undefined })

const labelled = <F extends string>(filters: readonly F[], labels: Record<Exclude<F, 'all'>, string>) =>
  (f: F): string => (f === 'all' ? 'All' : labels[f as Exclude<F, 'all'>])

export const RESCUE_FILTERS = ['all', ...RESCUE_STATUSES] as const
export type RescueFilter = (typeof RESCUE_FILTERS)[number]
export const rescueFilterLabel = labelled(RESCUE_FILTERS, RESCUE_STATUS_LABELS)

export const USER_FILTERS = ['all', 'admin', 'adopter', 'ngo', 'vet', 'shelter', 'supplier'] as const satisfies readonly ('all' | Role)[]
export type UserFilter = (typeof USER_FILTERS)[number]

export const NGO_FILTERS = ['all', 'verified', 'unverified', 'active', 'inactive'] as const
export type NgoFilter = (typeof NGO_FILTERS)[number]
export const ngoFilterLabel = labelled(NGO_FILTERS, { verified: 'Verified', unverified: 'Unverified', active: 'Active', inactive: 'Inactive' })

export const ANIMAL_FILTERS = ['all', ...ALL_ANIMAL_STATUSES] as const
export type AnimalFilter = (typeof ANIMAL_FILTERS)[number]
export const animalFilterLabel = labelled(ANIMAL_FILTERS, ANIMAL_STATUS_LABELS)

export const ADOPTION_FILTERS = ['all', ...ADOPTION_STATUSES] as const
export type AdoptionFilter = (typeof ADOPTION_FILTERS)[number]
export const adoptionFilterLabel = labelled(ADOPTION_FILTERS, ADOPTION_STATUS_LABELS)

export function rescueFilterQuery(status: RescueFilter | undefined, page = 1): RescueFilters {
  const base = { ...newest, limit: ADMIN_RESCUES_PAGE_SIZE, page }
  return !status || status === 'all' ? base : { ...base, status }
}

export function userFilterQuery(role: UserFilter | undefined, page = 1): UserListQuery {
  return !role || role === 'all' ? { ...newest, page } : { ...newest, page, role }
}

export function ngoFilterQuery(filter: NgoFilter | undefined, page = 1): NgoFilters {
  const base = { ...newest, page }
  switch (filter) {
    case 'verified':
      return { ...base, isVerified: true }
    case 'unverified':
      return { ...base, isVerified: false }
    case 'active':
    case 'inactive':
      return { ...base, status: filter }
    default:
      return base
  }
}

/** "All" is every animal, deleted ones too (the admin-only includeDeleted option). */
export function animalFilterQuery(filter: AnimalFilter | undefined, page = 1): AdminAnimalFilters {
  const base = { ...newest, page }
  if (!filter || filter === 'all') return { ...base, includeDeleted: true }
  if (filter === 'deleted') return { ...base, status: 'deleted', includeDeleted: true }
  return { ...base, status: filter }
}

export function adoptionFilterQuery(filter: AdoptionFilter | undefined, page = 1): AdminAdoptionFilters {
  return !filter || filter === 'all' ? { ...newest, page } : { ...newest, page, status: filter }
}
