// The admin lists' filters (spec part 2 section 2): their labels and the list calls they become.
// Parsing them from the URL is in lib/list-search.ts, which the routes use.
import { ADOPTION_STATUS_LABELS, ANIMAL_STATUS_LABELS, RESCUE_STATUS_LABELS, type Urgency } from '@paws/contracts'
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
  UserFilter,
} from '../../lib/list-search.ts'

/** Admin lists: 100 per page (rescue cases 50), newest first (spec part 2 section 9). */
export const ADMIN_PAGE_SIZE = 100
export const ADMIN_RESCUES_PAGE_SIZE = 50
const newest = { limit: ADMIN_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'DESC' } as const

/** What a list page gets from its route: the filter and page from the URL, and how to change them. */
export interface AdminListProps<F extends string> {
  filter?: Exclude<F, 'all'>
  page: number
  onFilter: (filter: F) => void
  onPage: (page: number) => void
}

const labelled =
  <F extends string>(labels: Record<Exclude<F, 'all'>, string>) =>
  (f: F): string =>
    f === 'all' ? 'All' : labels[f as Exclude<F, 'all'>]

export const rescueFilterLabel = labelled<RescueFilter>(RESCUE_STATUS_LABELS)

export const ngoFilterLabel = labelled<NgoFilter>({
  verified: 'Approved',
  unverified: 'Not approved',
  active: 'Active',
  inactive: 'Inactive',
})

export const animalFilterLabel = labelled<AnimalFilter>(ANIMAL_STATUS_LABELS)

export const adoptionFilterLabel = labelled<AdoptionFilter>(ADOPTION_STATUS_LABELS)

/** Cases that need an admin's eye: the NGO did not answer in time, or a possible duplicate. */
export const rescueFlagLabel = labelled<RescueFlag>({ escalated: 'No response', duplicates: 'Possible duplicates' })

/** Rescue cases: the most urgent first, then the longest waiting (issue 15). */
export function rescueFilterQuery(
  status: RescueFilter | undefined,
  page = 1,
  flag?: RescueFlag,
  urgency?: Urgency,
): RescueFilters {
  const base: RescueFilters = {
    limit: ADMIN_RESCUES_PAGE_SIZE,
    sortBy: 'priority',
    sortOrder: 'DESC',
    page,
    ...(urgency ? { urgency } : {}),
  }
  const flagged = flag === 'escalated' ? { escalated: true } : flag === 'duplicates' ? { duplicates: true } : {}
  return !status || status === 'all' ? { ...base, ...flagged } : { ...base, ...flagged, status }
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
