// The admin list filters (spec part 2 section 2), kept in the URL search params so a filtered
// view can be reloaded or shared, and turned into the list calls' query parameters.
import { ADOPTION_STATUS_LABELS, ADOPTION_STATUSES, ALL_ANIMAL_STATUSES, ANIMAL_STATUS_LABELS } from '@paws/contracts'
import type { AdminAdoptionFilters } from '../../../api/adoptions-admin.ts'
import type { AdminAnimalFilters } from '../../../api/animals.ts'
import type { NgoFilters } from '../../../api/ngos.ts'

/** Admin lists: 100 per page, newest first (spec part 2 section 9). */
export const ADMIN_PAGE_SIZE = 100

export const NGO_FILTERS = ['all', 'verified', 'unverified', 'active', 'inactive'] as const
export type NgoFilter = (typeof NGO_FILTERS)[number]
export const NGO_FILTER_LABELS: Record<NgoFilter, string> = {
  all: 'All',
  verified: 'Verified',
  unverified: 'Unverified',
  active: 'Active',
  inactive: 'Inactive',
}

export const ANIMAL_FILTERS = ['all', ...ALL_ANIMAL_STATUSES] as const
export type AnimalFilter = (typeof ANIMAL_FILTERS)[number]
export const ANIMAL_FILTER_LABELS: Record<AnimalFilter, string> = { all: 'All', ...ANIMAL_STATUS_LABELS }

export const ADOPTION_FILTERS = ['all', ...ADOPTION_STATUSES] as const
export type AdoptionFilter = (typeof ADOPTION_FILTERS)[number]
export const ADOPTION_FILTER_LABELS: Record<AdoptionFilter, string> = { all: 'All', ...ADOPTION_STATUS_LABELS }

/** A list's search params: the filter (absent for "all") and the page (absent for 1). */
export interface ListSearch<F extends string> {
  filter?: Exclude<F, 'all'>
  page?: number
}

export function parseListSearch<F extends string>(filters: readonly F[], search: Record<string, unknown>): ListSearch<F> {
  const out: ListSearch<F> = {}
  const filter = search.filter
  if (typeof filter === 'string' && filter !== 'all' && (filters as readonly string[]).includes(filter)) {
    out.filter = filter as Exclude<F, 'all'>
  }
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) out.page = page
  return out
}

const newest = { limit: ADMIN_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' } as const

export function ngoFilterQuery(filter: NgoFilter | undefined): NgoFilters {
  switch (filter) {
    case 'verified':
      return { ...newest, isVerified: true }
    case 'unverified':
      return { ...newest, isVerified: false }
    case 'active':
    case 'inactive':
      return { ...newest, status: filter }
    default:
      return { ...newest }
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
