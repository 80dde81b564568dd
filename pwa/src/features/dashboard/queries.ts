// What the personal dashboard shows, in one place: the page reads these and its route loader
// starts them (page data in loaders). Loaded lazily by the route (with the signed-in pages'
// shared code): the public pages' first load carries no rescue code. The admin desk's are
// features/admin/dashboard-queries.ts.
import type { Rescue } from '@paws/contracts/schemas/rescues'
import type { User } from '@paws/contracts/schemas/users'
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { myAdoptionsQuery, receivedAdoptionsQuery } from '../../api/adoptions.ts'
import { animalListQuery } from '../../api/animals.ts'
import { fieldCasesQuery } from '../../api/field.ts'
import { recentRescuesQuery } from '../../api/rescues.ts'
import { caseSnapshot } from '../../components/field/case-snapshot.ts'
import { initialTab, LIST_PAGE, storedTab } from './tabs.ts'

/** Each kept case as HTML, with this phone's maps link (geo: on Android). */
const snapshotForThisPhone = (rescue: Rescue, savedAt: number) => caseSnapshot(rescue, savedAt, navigator.userAgent)

/** The personal dashboard's counts: cases, own animals, own and received applications. */
export const dashboardQueries = {
  rescues: () => recentRescuesQuery(5),
  /** The count of own animals: one animal's answer carries the total. */
  animalCount: () => animalListQuery({ owner: 'me', limit: 1, sortBy: 'createdAt', sortOrder: 'DESC' }),
  /** The My Animals tab's list, asked for when the tab opens. */
  animals: () => animalListQuery({ owner: 'me', limit: 50, sortBy: 'createdAt', sortOrder: 'DESC' }),
  mine: () => myAdoptionsQuery(LIST_PAGE),
  received: () => receivedAdoptionsQuery(LIST_PAGE),
  /** An NGO's queue of assigned cases, kept on the phone for the field. */
  fieldQueue: (userId: number) => fieldCasesQuery(userId, snapshotForThisPhone),
}

/** How long the dashboard's loader waits for its first answers before it draws with its own loading states. */
export const FIRST_ANSWERS_MS = 3000

/**
 * Starts the personal dashboard's calls; resolves once those the phone had no answer for yet
 * have settled (answered or failed), at most FIRST_ANSWERS_MS later, or at once with no signal
 * (the page then shows what the phone has). The page is then drawn once, with its counts and
 * its tab, instead of again as each answer comes in. Never rejects.
 */
export function prefetchDashboard(client: QueryClient, user: User | null, requestedTab?: string): Promise<void> {
  // The tab the dashboard opens on (tabs.ts) loads with the counts, not after them: an NGO's
  // queue of cases, or the list of own animals; the others wait until they are opened.
  const tab = user ? initialTab(user.role, requestedTab, storedTab()) : null
  const firsts: Promise<void>[] = []
  const start = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) => {
    const known = client.getQueryData(options.queryKey) !== undefined
    const done = client.prefetchQuery(options)
    if (!known) firsts.push(done)
  }
  if (user?.role === 'ngo' && tab === 'assigned-rescues') start(dashboardQueries.fieldQueue(user.id))
  if (tab === 'animals') start(dashboardQueries.animals())
  start(dashboardQueries.rescues())
  start(dashboardQueries.animalCount())
  start(dashboardQueries.mine())
  start(dashboardQueries.received())
  if (firsts.length === 0 || !navigator.onLine) return Promise.resolve()
  return Promise.race([
    Promise.all(firsts).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_MS)),
  ])
}
