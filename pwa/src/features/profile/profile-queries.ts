// What the profile page shows besides the session's user: the person's alerts and, for an NGO's
// user, its NGO (the position section). Started by the route's loader (loaded lazily).
import type { User } from '@paws/contracts/schemas/users'
import type { QueryClient } from '@tanstack/react-query'
import { alertsQuery } from '../../api/alerts.ts'
import { myNgoQuery } from '../../api/ngos.ts'

export function prefetchProfile(client: QueryClient, user: User) {
  if (user.role !== 'admin') void client.prefetchQuery(alertsQuery(user.id))
  if (user.role === 'ngo') void client.prefetchQuery(myNgoQuery())
}
