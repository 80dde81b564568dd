// The admin lists' filters (docs/screens.md): their labels and the list calls they become.
// Parsing them from the URL is in lib/list-search.ts, which the routes use.
import { enumLabel, type Urgency } from '@paws/contracts'
import { t } from '../../i18n/index.ts'
import type { UserListQuery } from '@paws/contracts/schemas/users-admin'
import type { AdminAdoptionFilters } from '../../api/adoptions-admin.ts'
import type { AdminAnimalFilters } from '../../api/animals.ts'
import type { NgoFilters } from '../../api/ngos.ts'
import type { RescueFilters } from '../../api/rescues.ts'
import type {
  AdoptionFilter,
  AnimalFilter,
  NgoFilter,
  RescueFilter,
  RescueFlag,
  RescueSortField,
  SortDir,
  UserFilter,
  UserSortField,
  NgoSortField,
  AnimalSortField,
  AdoptionSortField,
} from '../../lib/list-search.ts'

/** Admin lists: 100 per page (rescue cases 50), newest first (docs/rules.md#limits). */
export const ADMIN_PAGE_SIZE = 100
export const ADMIN_RESCUES_PAGE_SIZE = 50
const newest = { limit: ADMIN_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' } as const

/** A table's search words and sorted column, from the URL. */
export interface TableState<S extends string> {
  q?: string
  sort?: S
  dir?: SortDir
}

/** The list call's search and sort for a table's state (the default sort when none is picked). */
function tableQuery<S extends string>({ q, sort, dir }: TableState<S> = {}) {
  return {
    ...(q ? { search: q } : {}),
    ...(sort ? { sortBy: sort, sortOrder: dir === 'asc' ? ('ASC' as const) : ('DESC' as const) } : {}),
  }
}

/** A filter's label in the reader's language ("All" for all). */
const labelled =
  <F extends string>(label: (f: Exclude<F, 'all'>) => string) =>
  (f: F): string =>
    f === 'all' ? t('admin.all') : label(f as Exclude<F, 'all'>)

export const rescueFilterLabel = labelled<RescueFilter>((f) => enumLabel(t, 'rescueStatus', f))

const NGO_FILTER_KEYS = {
  verified: 'admin.approved',
  unverified: 'admin.notApproved',
  active: 'admin.active2',
  inactive: 'admin.inactive2',
} as const
export const ngoFilterLabel = labelled<NgoFilter>((f) => t(NGO_FILTER_KEYS[f]))

export const animalFilterLabel = labelled<AnimalFilter>((f) => enumLabel(t, 'animalStatus', f))

export const adoptionFilterLabel = labelled<AdoptionFilter>((f) => enumLabel(t, 'adoptionStatus', f))

/**
 * Cases that need an admin's eye: the NGO did not answer in time, a possible duplicate, nobody
 * holds it, no position, or a report held for review (docs/rules.md#dispatch).
 */
export const rescueFlagLabel = labelled<RescueFlag>((f) =>
  f === 'escalated'
    ? t('admin.noResponse')
    : f === 'duplicates'
      ? t('admin.possibleDuplicates')
      : f === 'unheld'
        ? t('attention.nobodyHolds')
        : f === 'triage'
          ? t('admin.heldForReview')
          : t('attention.noPosition'),
)

/** The list call's filter for each "needs attention" flag. */
const FLAG_QUERY: Record<Exclude<RescueFlag, 'all'>, Partial<RescueFilters>> = {
  escalated: { escalated: true },
  duplicates: { duplicates: true },
  unheld: { unheld: true },
  noPosition: { noPosition: true },
  triage: { triage: true },
}

/** Rescue cases: the most urgent first, then the longest waiting. */
export function rescueFilterQuery(
  status: RescueFilter | undefined,
  page = 1,
  flag?: RescueFlag,
  urgency?: Urgency,
  table?: TableState<RescueSortField>,
): RescueFilters {
  const base: RescueFilters = {
    limit: ADMIN_RESCUES_PAGE_SIZE,
    sortBy: 'priority',
    sortOrder: 'DESC',
    page,
    ...(urgency ? { urgency } : {}),
    ...tableQuery(table),
  }
  const flagged = flag && flag !== 'all' ? FLAG_QUERY[flag] : {}
  return !status || status === 'all' ? { ...base, ...flagged } : { ...base, ...flagged, status }
}

export function userFilterQuery(
  role: UserFilter | undefined,
  page = 1,
  table?: TableState<UserSortField>,
): UserListQuery {
  const base = { ...newest, page, ...tableQuery(table) }
  return !role || role === 'all' ? base : { ...base, role }
}

export function ngoFilterQuery(filter: NgoFilter | undefined, page = 1, table?: TableState<NgoSortField>): NgoFilters {
  const base = { ...newest, page, ...tableQuery(table) }
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
export function animalFilterQuery(
  filter: AnimalFilter | undefined,
  page = 1,
  table?: TableState<AnimalSortField>,
): AdminAnimalFilters {
  const base = { ...newest, page, ...tableQuery(table) }
  if (!filter || filter === 'all') return { ...base, includeDeleted: true }
  if (filter === 'deleted') return { ...base, status: 'deleted', includeDeleted: true }
  return { ...base, status: filter }
}

export function adoptionFilterQuery(
  filter: AdoptionFilter | undefined,
  page = 1,
  table?: TableState<AdoptionSortField>,
): AdminAdoptionFilters {
  const base = { ...newest, page, ...tableQuery(table) }
  return !filter || filter === 'all' ? base : { ...base, status: filter }
}
