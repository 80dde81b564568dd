// What the admin desk (/admin) shows, in one place: the page reads these and its route loader
// starts them (page data in loaders). Loaded lazily by the route: the public pages' first load
// carries no admin code.
import type { User } from '@paws/contracts/schemas/users'
import type { QueryClient } from '@tanstack/react-query'
import { adminStatsQuery } from '../../api/admin.ts'
import { adoptionListQuery } from '../../api/adoptions.ts'
import { recentRescuesQuery, rescueListQuery } from '../../api/rescues.ts'

/** The admin dashboard's (and an NGO's organisation dashboard's) cards and recent lists. */
export const adminDashboardQueries = {
  stats: () => adminStatsQuery(),
  rescues: () => recentRescuesQuery(5),
  waiting: () => rescueListQuery({ status: 'assigned', limit: 1 }),
  adoptions: (type: 'all' | 'received') =>
    adoptionListQuery({ type, limit: 5, sortBy: 'createdAt', sortOrder: 'DESC' }),
}

// The admin desk's prefetches start the calls and never block or throw.
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
