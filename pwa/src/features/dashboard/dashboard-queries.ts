// What the dashboards show, in one place: the pages read these and their route loaders start
// them with the page's code (issue 11: page data in loaders). Loaded lazily by the routes.
import type { User } from '@paws/contracts/schemas/users'
import type { QueryClient } from '@tanstack/react-query'
import { adminStatsQuery } from '../../api/admin.ts'
import { adoptionListQuery, myAdoptionsQuery, receivedAdoptionsQuery } from '../../api/adoptions.ts'
import { animalListQuery } from '../../api/animals.ts'
import { recentRescuesQuery, rescueListQuery } from '../../api/rescues.ts'
import { LIST_PAGE } from './tabs.ts'

/** The personal dashboard's counts: cases, own animals, own and received applications. */
export const dashboardQueries = {
  rescues: () => recentRescuesQuery(5),
  animals: () => animalListQuery({ owner: 'me', limit: 50, sortBy: 'createdAt', sortOrder: 'DESC' }),
  mine: () => myAdoptionsQuery(LIST_PAGE),
  received: () => receivedAdoptionsQuery(LIST_PAGE),
}

/** The admin dashboard's (and an NGO's organisation dashboard's) cards and recent lists. */
export const adminDashboardQueries = {
  stats: () => adminStatsQuery(),
  rescues: () => recentRescuesQuery(5),
  waiting: () => rescueListQuery({ status: 'assigned', limit: 1 }),
  adoptions: (type: 'all' | 'received') =>
    adoptionListQuery({ type, limit: 5, sortBy: 'createdAt', sortOrder: 'DESC' }),
}

// Prefetches: they start the calls and never block or throw (offline the pages show what the
// phone has, each with its own loading and error state).
export function prefetchDashboard(client: QueryClient) {
  void client.prefetchQuery(dashboardQueries.rescues())
  void client.prefetchQuery(dashboardQueries.animals())
  void client.prefetchQuery(dashboardQueries.mine())
  void client.prefetchQuery(dashboardQueries.received())
}

export function prefetchAdminDashboard(client: QueryClient, user: User) {
  void client.prefetchQuery(adminDashboardQueries.rescues())
  if (user.role === 'admin') {
    void client.prefetchQuery(adminDashboardQueries.stats())
    void client.prefetchQuery(adminDashboardQueries.adoptions('all'))
  } else {
    void client.prefetchQuery(adminDashboardQueries.waiting())
    void client.prefetchQuery(adminDashboardQueries.adoptions('received'))
  }
}
