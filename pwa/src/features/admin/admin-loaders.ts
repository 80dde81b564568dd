// What each admin list's route loader fetches before its page shows (page data in
// loaders). The routes import this lazily, so the list calls stay out of the first load.
import { userListQuery } from '../../api/admin.ts'
import { adminAdoptionListQuery } from '../../api/adoptions-admin.ts'
import { adminAnimalListQuery } from '../../api/animals.ts'
import { adminNgoListQuery } from '../../api/ngos.ts'
import { rescueListQuery } from '../../api/rescues.ts'
import type {
  AdoptionFilter,
  AdoptionSortField,
  AnimalFilter,
  AnimalSortField,
  ListSearch,
  NgoFilter,
  NgoSortField,
  RescueFilter,
  RescueFlag,
  RescueSortField,
  UserFilter,
  UserSortField,
} from '../../lib/list-search.ts'
import type { Urgency } from '@paws/contracts'
import {
  adoptionFilterQuery,
  animalFilterQuery,
  ngoFilterQuery,
  rescueFilterQuery,
  userFilterQuery,
} from './admin-search.ts'

export type RescuesSearch = ListSearch<'status', RescueFilter, RescueSortField> & {
  flag?: Exclude<RescueFlag, 'all'>
  urgency?: Urgency
}

export const rescuesListOf = (s: RescuesSearch) =>
  rescueListQuery(rescueFilterQuery(s.status, s.page, s.flag, s.urgency, s))
export const usersListOf = (s: ListSearch<'role', UserFilter, UserSortField>) =>
  userListQuery(userFilterQuery(s.role, s.page, s))
export const ngosListOf = (s: ListSearch<'filter', NgoFilter, NgoSortField>) =>
  adminNgoListQuery(ngoFilterQuery(s.filter, s.page, s))
export const animalsListOf = (s: ListSearch<'filter', AnimalFilter, AnimalSortField>) =>
  adminAnimalListQuery(animalFilterQuery(s.filter, s.page, s))
export const adoptionsListOf = (s: ListSearch<'filter', AdoptionFilter, AdoptionSortField>) =>
  adminAdoptionListQuery(adoptionFilterQuery(s.filter, s.page, s))
